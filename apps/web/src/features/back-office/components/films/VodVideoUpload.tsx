import type { VodVideoResponse } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import type { SaveState } from '../SaveBar';
import { FileUploadFields, type FileUploadMessages } from './FileUploadFields';

const MESSAGES: FileUploadMessages = {
  file: 'live.films.video.file',
  hint: 'live.films.video.hint',
  upload: 'live.films.video.upload',
  uploading: 'live.films.video.uploading',
  uploaded: 'live.films.video.uploaded',
  failed: 'live.films.video.failed',
  remove: 'live.films.video.remove',
};

/** The server counts its size limit (KUPA_VOD_MAX_MEGABYTES) in these. */
const MEGABYTE = 1024 * 1024;

export interface VodVideoUploadProps {
  /** The uploaded video, or null while the title streams the built-in demo clip. */
  video: VodVideoResponse['video'];
  state: SaveState;
  onUpload(file: File): void;
  /** Removes the uploaded video; a failure is told in the confirmation, which stays open. */
  onRemove(): Promise<void>;
}

/**
 * A video-on-demand title's video: the one customers' plays stream now (the demo clip until an upload), a file
 * chooser and the upload; a refused file says why (translated) and the previous video stays. Removing is asked once more.
 */
export function VodVideoUpload({ video, state, onUpload, onRemove }: VodVideoUploadProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onUpload(file);
  };
  return (
    <>
      <form className="manage-form" onSubmit={submit} noValidate data-testid="vod-video-form">
        <h3 className="manage-panel__subtitle">
          <FormattedMessage id="live.films.video" />
        </h3>
        <p data-testid="vod-video-current">
          {video ? (
            <FormattedMessage
              id="live.films.video.current"
              values={{
                kind: video.kind.toUpperCase(),
                size: intl.formatNumber(video.size / MEGABYTE, { maximumFractionDigits: 1 }),
              }}
            />
          ) : (
            <FormattedMessage id="live.films.video.demoClip" />
          )}
        </p>
        <FileUploadFields
          testId="vod-video"
          accept="video/mp4,video/webm"
          messages={MESSAGES}
          state={state}
          chosen={file !== null}
          uploaded={video !== null}
          onChoose={setFile}
          onRemove={video ? () => setConfirming(true) : undefined}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        testId="vod-video-remove-dialog"
        title={<FormattedMessage id="live.films.video.removeTitle" />}
        body={<FormattedMessage id="live.films.video.removeConfirm" />}
        cancelLabel={<FormattedMessage id="live.films.video.removeKeep" />}
        confirmLabel={<FormattedMessage id="live.films.video.remove" />}
        onConfirm={async () => {
          await onRemove();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
