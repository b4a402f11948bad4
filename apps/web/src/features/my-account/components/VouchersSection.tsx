import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useMyVouchers } from '../hooks/use-my-account';
import { useVoucherActions } from '../hooks/use-voucher-actions';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SectionEmpty, SectionFailed, SectionLoading, SectionNotice } from './SectionStates';
import { VoucherCard } from './VoucherCard';
import './my-account.css';

/** The customer area's vouchers (spec 4 Voucher states): the list, and cancel or mark for replacement after a confirmation. */
export function VouchersSection() {
  const { locale } = useLocale();
  const query = useMyVouchers(locale);
  const actions = useVoucherActions();
  const pending = actions.pending;
  return (
    <section className="my-account" aria-labelledby="my-vouchers-title" data-testid="my-vouchers">
      <h2 id="my-vouchers-title" className="my-account__title">
        <FormattedMessage id="myAccount.vouchers.title" />
      </h2>
      <SectionNotice text={actions.notice} />
      {query.isPending ? (
        <SectionLoading testId="my-vouchers-loading">
          <FormattedMessage id="myAccount.vouchers.loading" />
        </SectionLoading>
      ) : query.isError ? (
        <SectionFailed
          title={<FormattedMessage id="myAccount.vouchers.loadFailed" />}
          error={query.error}
          onRetry={() => void query.refetch()}
          testId="my-vouchers-failed"
        />
      ) : query.data.length === 0 ? (
        <SectionEmpty testId="my-vouchers-empty" to="/system-vouchers" action={<FormattedMessage id="myAccount.vouchers.emptyAction" />}>
          <FormattedMessage id="myAccount.vouchers.empty" />
        </SectionEmpty>
      ) : (
        <ul className="my-account__list">
          {query.data.map((voucher) => (
            <VoucherCard key={voucher.reference} voucher={voucher} onAction={(action) => actions.ask(action, voucher)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        cancelLabel={<FormattedMessage id="myAccount.dialog.keep" />}
        open={pending !== null}
        testId={pending?.action === 'cancel' ? 'voucher-cancel-dialog' : 'voucher-replace-dialog'}
        title={
          <FormattedMessage id={pending?.action === 'cancel' ? 'myAccount.vouchers.cancelTitle' : 'myAccount.vouchers.replaceTitle'} />
        }
        body={
          pending?.action === 'cancel' ? (
            <FormattedMessage id="myAccount.vouchers.cancelBody" values={{ code: pending.voucher.reference }} />
          ) : (
            <FormattedMessage
              id="myAccount.vouchers.replaceBody"
              values={{ code: pending?.voucher.reference ?? '', days: pending?.voucher.replacementDays ?? 0 }}
            />
          )
        }
        confirmLabel={
          <FormattedMessage id={pending?.action === 'cancel' ? 'myAccount.vouchers.cancelConfirm' : 'myAccount.vouchers.replaceConfirm'} />
        }
        onConfirm={actions.confirm}
        onCancel={actions.dismiss}
      />
    </section>
  );
}
