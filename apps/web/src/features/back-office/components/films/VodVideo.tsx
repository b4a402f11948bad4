import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useVodVideo } from '../../hooks/use-film-media';
import { VodVideoUpload } from './VodVideoUpload';

/** The uploaded video of the film's video-on-demand title (the film has one), with its upload and removal. */
export function VodVideo({ businessId, featureId }: { businessId: number; featureId: number }) {
  const { query, upload, remove } = useVodVideo(businessId, featureId);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  return (
    <VodVideoUpload
      video={query.data.video}
      state={upload}
      onUpload={(file) => upload.mutate(file)}
      onRemove={async () => {
        await remove.mutateAsync();
        // The last upload's outcome no longer describes the video shown.
        upload.reset();
      }}
    />
  );
}
