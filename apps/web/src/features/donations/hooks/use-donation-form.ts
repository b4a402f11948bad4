import type { DonationChoice } from '@kupa/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import { checkoutPathOf, savePendingOrder } from '../../item-order';
import { donationLineOf, type AmountSelection, type ChoiceProblem } from '../utils/donation-choice';

/** One donation's choice: the amount picked, the custom amount typed, the problem shown, and Continue to the checkout. */
export function useDonationForm(donation: DonationChoice) {
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  const [selection, setSelection] = useState<AmountSelection>(null);
  const [customText, setCustomText] = useState('');
  const [problem, setProblem] = useState<ChoiceProblem | null>(null);

  return {
    selection,
    customText,
    problem,
    chooseFixed(amountId: number) {
      setSelection({ kind: 'fixed', amountId });
      setProblem(null);
    },
    chooseCustom() {
      setSelection({ kind: 'custom' });
      setProblem(null);
    },
    typeCustom(text: string) {
      setCustomText(text);
      setSelection({ kind: 'custom' });
      setProblem(null);
    },
    /** Saves the order for the checkout page and goes there; or shows why it cannot go yet. */
    submit() {
      const result = donationLineOf(donation, selection, customText);
      if (result.kind !== 'ok') {
        setProblem(result);
        return;
      }
      savePendingOrder({ kind: 'donations', businessId: donation.businessId, lines: [result.line] });
      void navigate(withLang(checkoutPathOf('donations'), linkLang));
    },
  };
}
