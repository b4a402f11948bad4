import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../lib/i18n/use-error-text';

/** What a save is doing (a mutation's state). */
export interface SaveState {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

/** A form's Save button and what became of the last save, announced politely; a failure says why, translated. */
export function SaveBar({ state, testId }: { state: SaveState; testId: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  return (
    <div className="manage-form__save">
      <button type="submit" className="button button--primary" disabled={state.isPending} data-testid={`${testId}-save`}>
        <FormattedMessage id={state.isPending ? 'live.manage.saving' : 'live.manage.save'} />
      </button>
      <p className="manage-form__status" aria-live="polite" data-testid={`${testId}-status`}>
        {state.error ? (
          <span className="field__hint" role="alert" data-testid={`${testId}-error`}>
            {intl.formatMessage({ id: 'live.manage.saveFailed' }, { reason: failureText(state.error) })}
          </span>
        ) : state.isSuccess && !state.isPending ? (
          <span data-testid={`${testId}-saved`}>
            <FormattedMessage id="live.manage.saved" />
          </span>
        ) : null}
      </p>
    </div>
  );
}
