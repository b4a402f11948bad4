import type { CartProduct, SystemVoucherClassOffer } from '@kupa/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import { useCustomer } from '../../checkout';
import { checkoutPathOf, savePendingOrder } from '../../item-order';
import {
  canAddVoucher,
  changeQuantity,
  EMPTY_CHOICE,
  setAmount,
  voucherOrderOf,
  type VoucherChoice,
  type VoucherOrderDraft,
} from '../utils/voucher-choice';

export type ChoiceProblem = Exclude<VoucherOrderDraft, { kind: 'ok' }> | null;
/** The vouchers chosen, waiting for the products step. */
export type ChosenVouchers = Extract<VoucherOrderDraft, { kind: 'ok' }>;

/**
 * The vouchers a buyer chooses on /system-vouchers: quantities within the order's limit, open amounts; continue opens
 * the login where the business asks for it, then the products step (spec 2 Voucher order), whose end saves the order
 * for the checkout (replacing any other pending kind, spec 4) and goes there.
 */
export function useVoucherChoice(classes: readonly SystemVoucherClassOffer[]) {
  const [choice, setChoice] = useState<VoucherChoice>(EMPTY_CHOICE);
  const [problem, setProblem] = useState<ChoiceProblem>(null);
  const [chosen, setChosen] = useState<ChosenVouchers | null>(null);
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  const { customer } = useCustomer();
  // Spec 2 voucher order: "authentication" after the choice where the business asks for it (its classes say so).
  const loginRequired = chosen !== null && classes.some((c) => c.businessId === chosen.businessId && c.LoginRequired);
  return {
    choice,
    problem,
    chosen,
    /** The vouchers are chosen and the business asks for a login nobody has made yet: the login step comes first. */
    needsLogin: loginRequired && customer === null,
    canAdd: canAddVoucher(choice),
    add: (priceId: number) => setChoice((c) => changeQuantity(c, priceId, 1)),
    remove: (priceId: number) => setChoice((c) => changeQuantity(c, priceId, -1)),
    type: (priceId: number, text: string) => setChoice((c) => setAmount(c, priceId, text)),
    proceed: () => {
      const draft = voucherOrderOf(classes, choice);
      if (draft.kind !== 'ok') {
        setProblem(draft);
        return;
      }
      setProblem(null);
      setChosen(draft);
    },
    /** Back from the products step to the vouchers, as chosen. */
    back: () => setChosen(null),
    /** The products step is done (or skipped): on to the checkout with the products chosen. */
    finish: (products: CartProduct[]) => {
      if (!chosen) return;
      savePendingOrder({ kind: 'vouchers', businessId: chosen.businessId, lines: chosen.lines, products, loginRequired });
      void navigate(withLang(checkoutPathOf('vouchers'), linkLang));
    },
  };
}
