import type { PosterResponse } from '@kupa/contracts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SaveState } from '../SaveBar';
import { FileUploadFields, type FileUploadMessages } from './FileUploadFields';

const MESSAGES: FileUploadMessages = {
  file: 'live.films.poster.file',
  hint: 'live.films.poster.hint',
  upload: 'live.films.poster.upload',
  uploading: 'live.films.poster.uploading',
  uploaded: 'live.films.poster.uploaded',
  failed: 'live.films.poster.failed',
  remove: 'live.films.poster.remove',
};

export interface PosterUploadProps {
  poster: PosterResponse;
  state: SaveState;
  onUpload(file: File): void;
  onRemove(): void;
}

/**
 * A film's poster: the one customers see now (the generated one until an upload), a file chooser with a preview of the
 * chosen image, and the upload; a refused file says why (translated) and stays chosen.
 */
export function PosterUpload({ poster, state, onUpload, onRemove }: PosterUploadProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // The version in the address makes the browser fetch the new upload instead of the image it shows already.
  const current = `${poster.thumbUrl}&v=${poster.version ?? 0}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onUpload(file);
  };
  return (
    <form className="manage-form poster-upload" onSubmit={submit} noValidate data-testid="poster-form">
      <h3 className="manage-panel__subtitle">
        <FormattedMessage id="live.films.poster" />
      </h3>
      <div className="poster-upload__images">
        <figure>
          <img
            src={current}
            alt={intl.formatMessage({ id: 'live.films.poster.preview' })}
            width={120}
            height={180}
            data-testid="poster-current"
          />
          <figcaption>
            <FormattedMessage id={poster.version === null ? 'live.films.poster.generated' : 'live.films.poster.preview'} />
          </figcaption>
        </figure>
        {preview && (
          <figure>
            <img
              src={preview}
              alt={intl.formatMessage({ id: 'live.films.poster.chosen' })}
              width={120}
              height={180}
              data-testid="poster-preview"
            />
            <figcaption>
              <FormattedMessage id="live.films.poster.chosen" />
            </figcaption>
          </figure>
        )}
      </div>
      <FileUploadFields
        testId="poster"
        accept="image/jpeg,image/png,image/webp"
        messages={MESSAGES}
        state={state}
        chosen={file !== null}
        uploaded={poster.version !== null}
        onChoose={setFile}
        onRemove={poster.version !== null ? onRemove : undefined}
      />
    </form>
  );
}
