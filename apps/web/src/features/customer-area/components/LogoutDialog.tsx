import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useFailureText } from '../../../lib/i18n/use-error-text';

interface LogoutDialogProps {
  open: boolean;
  /** Ends the session on the server; the customer is forgotten only when it agreed (spec 4). */
  onConfirm(): Promise<void>;
  onCancel(): void;
}

/** The logout confirmation (spec 2): "Stay logged in" comes first, so a stray Enter keeps the session. */
export function LogoutDialog({ open, onConfirm, onCancel }: LogoutDialogProps) {
  const id = useId();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      titleId={`${id}-title`}
      descriptionId={`${id}-body`}
      onCancel={busy ? undefined : onCancel}
      testId="customer-logout-dialog"
      className="customer-dialog"
    >
      <h2 id={`${id}-title`} className="customer-dialog__title">
        <FormattedMessage id="customerArea.logout.title" />
      </h2>
      <p id={`${id}-body`}>
        <FormattedMessage id="customerArea.logout.body" />
      </p>
      {error && (
        <p role="alert" className="field__error" data-testid="customer-logout-error">
          {error}
        </p>
      )}
      <div className="customer-dialog__actions">
        <button type="button" className="button button--secondary" data-testid="customer-logout-cancel" disabled={busy} onClick={onCancel}>
          <FormattedMessage id="customerArea.logout.cancel" />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="customer-logout-confirm"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy && <Spinner />}
          <FormattedMessage id="customerArea.logout.confirm" />
        </button>
      </div>
    </ModalDialog>
  );
}
