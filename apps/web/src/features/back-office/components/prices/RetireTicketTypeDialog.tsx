import type { StaffTicketType } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** Asks before a ticket type is retired: it is no longer sold, while its past sales keep it. */
export function RetireTicketTypeDialog({
  type,
  onConfirm,
  onClose,
}: {
  type: StaffTicketType | null;
  onConfirm(type: StaffTicketType): void;
  onClose(): void;
}) {
  const { locale } = useLocale();
  const name = type ? (locale === 'he' ? type.nameHe : type.nameEn) : '';
  return (
    <ModalDialog
      open={type !== null}
      titleId="retire-ticket-type-title"
      descriptionId="retire-ticket-type-body"
      role="alertdialog"
      onCancel={onClose}
      testId="retire-ticket-type-dialog"
    >
      <h2 id="retire-ticket-type-title" className="modal__title">
        <FormattedMessage id="live.prices.retireTitle" values={{ name }} />
      </h2>
      <p id="retire-ticket-type-body">
        <FormattedMessage id="live.prices.retireBody" />
      </p>
      <div className="notice__actions">
        <button type="button" className="button button--secondary" data-testid="retire-ticket-type-keep" onClick={onClose}>
          <FormattedMessage id="live.prices.retireKeep" />
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="retire-ticket-type-confirm"
          onClick={() => type && onConfirm(type)}
        >
          <FormattedMessage id="live.prices.retireConfirm" />
        </button>
      </div>
    </ModalDialog>
  );
}
