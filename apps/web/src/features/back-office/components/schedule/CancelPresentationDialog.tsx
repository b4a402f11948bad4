import type { StaffPresentation } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';

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
    <ConfirmDialog
      open={presentation !== null}
      testId="cancel-presentation-dialog"
      title={
        <FormattedMessage
          id="live.schedule.cancelTitle"
          values={{ when: presentation ? `${presentation.date} ${presentation.time}` : '' }}
        />
      }
      body={<FormattedMessage id="live.schedule.cancelBody" />}
      cancelLabel={<FormattedMessage id="live.schedule.keep" />}
      confirmLabel={<FormattedMessage id="live.schedule.confirmCancel" />}
      onConfirm={async () => {
        if (presentation) onConfirm(presentation);
      }}
      onCancel={onClose}
    />
  );
}
