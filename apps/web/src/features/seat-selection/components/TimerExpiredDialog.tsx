import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../components/ui/ModalDialog';

interface TimerExpiredDialogProps {
  open: boolean;
  /** The one extension is used up: only refreshing is left. */
  extendUsed: boolean;
  busy: boolean;
  onExtend(): void;
  onRefresh(): void;
}

/** The event timer expiry dialog (spec 2): extend once, or refresh the seat map and start again. */
export function TimerExpiredDialog({ open, extendUsed, busy, onExtend, onRefresh }: TimerExpiredDialogProps) {
  const id = useId();
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      titleId={`${id}-title`}
      descriptionId={`${id}-body`}
      testId="timer-expired-dialog"
      className="seat-dialog"
    >
      <div className="seat-dialog__content">
        <h2 id={`${id}-title`} className="seat-dialog__title">
          <FormattedMessage id="seats.expired.title" />
        </h2>
        <div id={`${id}-body`} className="seat-dialog__body">
          <p>
            <FormattedMessage id="seats.expired.body" />
          </p>
          {extendUsed && (
            <p data-testid="timer-extend-used">
              <FormattedMessage id="seats.expired.extendUsed" />
            </p>
          )}
        </div>
        <div className="seat-dialog__actions">
          {!extendUsed && (
            <button type="button" className="button button--primary" data-testid="timer-extend" disabled={busy} onClick={onExtend}>
              <FormattedMessage id="seats.expired.extend" />
            </button>
          )}
          <button
            type="button"
            className={`button ${extendUsed ? 'button--primary' : 'button--secondary'}`}
            data-testid="timer-refresh"
            disabled={busy}
            onClick={onRefresh}
          >
            <FormattedMessage id="seats.expired.refresh" />
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
