import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import type { MapSeat } from '../utils/seat-layout';

/** Before holding an accessible (wheelchair) or limited-view seat the buyer confirms (spec 5). */
export function SeatConfirmDialog({ seat, onAccept, onCancel }: { seat: MapSeat | null; onAccept(seat: MapSeat): void; onCancel(): void }) {
  const id = useId();
  const kind = seat?.accessible ? 'accessible' : 'limitedView';
  return (
    <ModalDialog
      open={seat !== null}
      titleId={`${id}-title`}
      descriptionId={`${id}-body`}
      onCancel={onCancel}
      testId="seat-confirm-dialog"
      className="seat-dialog"
    >
      {seat && (
        <div className="seat-dialog__content" data-kind={kind}>
          <h2 id={`${id}-title`} className="seat-dialog__title">
            <FormattedMessage id={seat.accessible ? 'seats.confirm.accessible.title' : 'seats.confirm.limitedView.title'} />
          </h2>
          <div id={`${id}-body`} className="seat-dialog__body">
            {seat.accessible && (
              <p>
                <FormattedMessage id="seats.confirm.accessible.body" />
              </p>
            )}
            {seat.limitedView && (
              <p>
                <FormattedMessage id="seats.confirm.limitedView.body" />
              </p>
            )}
            <p className="seat-dialog__question">
              <FormattedMessage id="seats.confirm.question" values={{ row: seat.rowName, seat: seat.seatName }} />
            </p>
          </div>
          <div className="seat-dialog__actions">
            <button type="button" className="button button--primary" data-testid="seat-confirm-accept" onClick={() => onAccept(seat)}>
              <FormattedMessage id="seats.confirm.accept" />
            </button>
            <button type="button" className="button button--secondary" data-testid="seat-confirm-cancel" onClick={onCancel}>
              <FormattedMessage id="seats.confirm.cancel" />
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
