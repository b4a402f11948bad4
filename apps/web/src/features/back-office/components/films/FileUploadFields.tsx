import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { SaveState } from '../SaveBar';

/** The texts of one kind of upload (a poster, a video). `failed` takes the translated {reason}. */
export interface FileUploadMessages {
  file: LiveMessageKey;
  hint: LiveMessageKey;
  upload: LiveMessageKey;
  uploading: LiveMessageKey;
  uploaded: LiveMessageKey;
  failed: LiveMessageKey;
  remove: LiveMessageKey;
}

export interface FileUploadFieldsProps {
  /** Prefix of the test ids: `${testId}-file`, `-upload`, `-remove`, `-status` and `-error`. */
  testId: string;
  accept: string;
  messages: FileUploadMessages;
  state: SaveState;
  /** A file is chosen (the upload button is enabled). */
  chosen: boolean;
  /** The upload is done and shown (its success is announced). */
  uploaded: boolean;
  onChoose(file: File | null): void;
  /** Offers to remove the uploaded file when given. */
  onRemove?: () => void;
}

/**
 * A labelled file chooser with its hint, the submit button of its form (busy text while uploading), an optional
 * remove button, and the upload's outcome announced politely; a refused file says why, translated.
 */
export function FileUploadFields({ testId, accept, messages, state, chosen, uploaded, onChoose, onRemove }: FileUploadFieldsProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const id = useId();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          <FormattedMessage id={messages.file} />
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={accept}
          aria-describedby={`${id}-hint`}
          data-testid={`${testId}-file`}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        />
        <span id={`${id}-hint`} className="field__help">
          <FormattedMessage id={messages.hint} />
        </span>
      </div>
      <div className="manage-form__save">
        <button type="submit" className="button button--primary" disabled={!chosen || state.isPending} data-testid={`${testId}-upload`}>
          <FormattedMessage id={state.isPending ? messages.uploading : messages.upload} />
        </button>
        {onRemove && (
          <button
            type="button"
            className="button button--secondary"
            disabled={state.isPending}
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          >
            <FormattedMessage id={messages.remove} />
          </button>
        )}
        <p className="manage-form__status" aria-live="polite" data-testid={`${testId}-status`}>
          {state.error ? (
            <span className="field__hint" role="alert" data-testid={`${testId}-error`}>
              {intl.formatMessage({ id: messages.failed }, { reason: failureText(state.error) })}
            </span>
          ) : state.isSuccess && !state.isPending && uploaded ? (
            <FormattedMessage id={messages.uploaded} />
          ) : null}
        </p>
      </div>
    </>
  );
}
