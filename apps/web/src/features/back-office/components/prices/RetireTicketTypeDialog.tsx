import type { StaffTicketType } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
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
    <ConfirmDialog
      open={type !== null}
      testId="retire-ticket-type-dialog"
      title={<FormattedMessage id="live.prices.retireTitle" values={{ name }} />}
      body={<FormattedMessage id="live.prices.retireBody" />}
      cancelLabel={<FormattedMessage id="live.prices.retireKeep" />}
      confirmLabel={<FormattedMessage id="live.prices.retireConfirm" />}
      onConfirm={async () => {
        if (type) onConfirm(type);
      }}
      onCancel={onClose}
    />
  );
}
