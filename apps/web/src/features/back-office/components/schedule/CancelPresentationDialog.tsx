import type { StaffPresentation } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';

/** Asks before a presentation is cancelled: its orders are refunded in full and their buyers told. */
export function CancelPresentationDialog({
  presentation,
  onConfirm,
  onClose,
}: {
  presentation: StaffPresentation | null;
  onConfirm(p: StaffPresentation): void;
  onClose(): void;
}) {
  return (
    <ModalDialog
      open={presentation !== null}
      titleId="cancel-presentation-title"
      descriptionId="cancel-presentation-body"
      role="alertdialog"
      onCancel={onClose}
      testId="cancel-presentation-dialog"
    >
      <h2 id="cancel-presentation-title" className="modal__title">
        <FormattedMessage
          id="live.schedule.cancelTitle"
          values={{ when: presentation ? `${presentation.date} ${presentation.time}` : '' }}
        />
      </h2>
      <p id="cancel-presentation-body">
        <FormattedMessage id="live.schedule.cancelBody" />
      </p>
      <div className="notice__actions">
        <button type="button" className="button button--secondary" data-testid="cancel-presentation-keep" onClick={onClose}>
          <FormattedMessage id="live.schedule.keep" />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="cancel-presentation-confirm"
          onClick={() => presentation && onConfirm(presentation)}
        >
          <FormattedMessage id="live.schedule.confirmCancel" />
        </button>
      </div>
    </ModalDialog>
  );
}
