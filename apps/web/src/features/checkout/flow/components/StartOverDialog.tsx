import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';

/** Start over asks first: keeping the order closes the dialog, confirming releases it and starts at the seats. */
export function StartOverDialog({ open, onKeep, onConfirm }: { open: boolean; onKeep(): void; onConfirm(): void }) {
  const restartId = useId();
  return (
    <ModalDialog
      open={open}
      titleId={`${restartId}-title`}
      descriptionId={`${restartId}-body`}
      onCancel={onKeep}
      testId="start-over-dialog"
      className="seat-dialog"
    >
      <div className="seat-dialog__content">
        <h2 id={`${restartId}-title`} className="seat-dialog__title">
          <FormattedMessage id="checkout.startOver.title" />
        </h2>
        <p id={`${restartId}-body`} className="seat-dialog__body">
          <FormattedMessage id="checkout.startOver.body" />
        </p>
        <div className="seat-dialog__actions">
          <button type="button" className="button button--secondary" data-testid="start-over-cancel" onClick={onKeep}>
            <FormattedMessage id="checkout.startOver.keep" />
          </button>
          <button type="button" className="button button--primary" data-testid="start-over-confirm" onClick={onConfirm}>
            <FormattedMessage id="checkout.startOver" />
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
