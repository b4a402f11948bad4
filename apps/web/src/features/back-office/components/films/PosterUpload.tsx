import type { PosterResponse } from '@kupa/contracts';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { SaveState } from '../SaveBar';

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
  const failureText = useFailureText();
  const id = useId();
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          <FormattedMessage id="live.films.poster.file" />
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint`}
          data-testid="poster-file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <span id={`${id}-hint`} className="field__help">
          <FormattedMessage id="live.films.poster.hint" />
        </span>
      </div>
      <div className="manage-form__save">
        <button type="submit" className="button button--primary" disabled={!file || state.isPending} data-testid="poster-upload">
          <FormattedMessage id={state.isPending ? 'live.films.poster.uploading' : 'live.films.poster.upload'} />
        </button>
        {poster.version !== null && (
          <button
            type="button"
            className="button button--secondary"
            disabled={state.isPending}
            onClick={onRemove}
            data-testid="poster-remove"
          >
            <FormattedMessage id="live.films.poster.remove" />
          </button>
        )}
        <p className="manage-form__status" aria-live="polite" data-testid="poster-status">
          {state.error ? (
            <span className="field__hint" role="alert" data-testid="poster-error">
              {intl.formatMessage({ id: 'live.films.poster.failed' }, { reason: failureText(state.error) })}
            </span>
          ) : state.isSuccess && !state.isPending && poster.version !== null ? (
            <FormattedMessage id="live.films.poster.uploaded" />
          ) : null}
        </p>
      </div>
    </form>
  );
}
