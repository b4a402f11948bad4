import type { CustomerVoucher } from '@kupa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';
import { changeMyVoucher } from '../api/account-calls';
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
    const changed = await changeMyVoucher(kind, voucher, locale);
    queryClient.setQueryData<CustomerVoucher[]>(myVouchersKey(locale), (list) =>
      list?.map((v) => (v.reference === changed.reference ? changed : v)),
    );
    void queryClient.invalidateQueries({ queryKey: myVouchersKey(locale) });
    setNotice(
      kind === 'cancel'
        ? intl.formatMessage({ id: 'myAccount.vouchers.cancelled' }, { code: changed.reference })
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
