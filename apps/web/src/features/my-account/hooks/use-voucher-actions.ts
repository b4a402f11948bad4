import type { CustomerVoucher } from '@kupa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { formatPrice } from '../../../lib/format/price';
import { changeMyVoucher, type VoucherRefund } from '../api/account-calls';
import { myVouchersKey } from './use-my-account';
import { useConfirmedAction } from './use-confirmed-action';

export type VoucherAction = 'cancel' | 'replacement';

/** Cancel and mark-for-replacement of the customer's vouchers, each after a confirmation; the list is read again after. */
export function useVoucherActions() {
  const intl = useIntl();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const action = useConfirmedAction<{ action: VoucherAction; voucher: CustomerVoucher }>(async ({ action: kind, voucher }) => {
    const { voucher: changed, refund } = await changeMyVoucher(kind, voucher, locale);
    queryClient.setQueryData<CustomerVoucher[]>(myVouchersKey(locale), (list) =>
      list?.map((v) => (v.reference === changed.reference ? changed : v)),
    );
    void queryClient.invalidateQueries({ queryKey: myVouchersKey(locale) });
    setNotice(
      kind === 'cancel'
        ? intl.formatMessage(
            { id: cancelledMessageOf(refund) },
            {
              code: changed.reference,
              amount: formatPrice(refund?.amount ?? 0, locale),
              price: formatPrice(refund?.voucherPrice ?? 0, locale),
            },
          )
        : intl.formatMessage(
            { id: 'myAccount.vouchers.replaced' },
            { code: changed.reference, date: formatBusinessDate(changed.endDate, locale) },
          ),
    );
  });
  return {
    notice,
    pending: action.subject,
    ask(kind: VoucherAction, voucher: CustomerVoucher) {
      setNotice(null);
      action.ask({ action: kind, voucher });
    },
    dismiss: action.dismiss,
    confirm: action.confirm,
  };
}

/** The notice after a cancel: refunded in full, in part (the card paid less than the voucher), or nothing by card. */
function cancelledMessageOf(
  refund: VoucherRefund | null,
): 'myAccount.vouchers.cancelled' | 'myAccount.vouchers.cancelledRefunded' | 'myAccount.vouchers.cancelledRefundedPart' {
  if (!refund || refund.amount <= 0) return 'myAccount.vouchers.cancelled';
  return refund.amount < refund.voucherPrice ? 'myAccount.vouchers.cancelledRefundedPart' : 'myAccount.vouchers.cancelledRefunded';
}
