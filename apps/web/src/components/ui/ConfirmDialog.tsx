import { useId, useState, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';
import { Spinner } from './Spinner';
import { useFailureText } from '../../lib/i18n/use-error-text';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
  /** The safe choice ("Keep it", "Stay logged in"), first so a stray Enter changes nothing. */
  cancelLabel: ReactNode;
  /** The dialog's test id; its buttons and error are `${testId}-confirm`, `-cancel` and `-error`. */
  testId: string;
  /** Runs the action; a failure is shown in the dialog, which stays open. */
  onConfirm(): Promise<void>;
  onCancel(): void;
}

/**
 * The one confirmation before a change that cannot be undone (cancel a voucher, remove a card, log out): the safe
 * choice comes first, so a stray Enter changes nothing; the action's failure shows in the dialog, which stays open.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, testId, onConfirm, onCancel }: ConfirmDialogProps) {
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

  const cancel = () => {
    setError(null);
    onCancel();
  };
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      titleId={`${id}-title`}
      descriptionId={`${id}-body`}
      onCancel={busy ? undefined : cancel}
      testId={testId}
      className="customer-dialog"
    >
      <h2 id={`${id}-title`} className="customer-dialog__title">
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      {error && (
        <p role="alert" className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <div className="customer-dialog__actions">
        <button type="button" className="button button--secondary" data-testid={`${testId}-cancel`} disabled={busy} onClick={cancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid={`${testId}-confirm`}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
