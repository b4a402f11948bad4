import type { CustomerInfoView, FormConfiguration } from '@kupa/contracts';
import { validatePaymentFields, type FieldError } from '@kupa/domain';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';
import { errorsInFieldOrder, fieldErrorMessage, firstErrorPerField } from '../../customer-info/utils/field-errors';
import { EMPTY_CARD, usableSavedCards, type CardInput, type PaymentChoice } from '../utils/payment-choice';
import type { PaymentProblem } from '../utils/payment-state';

/** The card fields in the order they are shown, with their labels (the error summary names them). */
const CARD_FIELD_LABELS = {
  creditCardNumber: 'payment.card.number',
  creditCardExpDate: 'payment.card.expiry',
  creditCardCVV: 'payment.card.cvv',
  creditCardSSN: 'payment.card.holderId',
  numberOfPayments: 'payment.instalments',
} as const satisfies Record<string, MessageKey>;
const CARD_FIELD_ORDER = Object.keys(CARD_FIELD_LABELS);

/**
 * The payment dialog's form state: the way to pay (a saved card first when the customer has one), the new card's
 * fields checked by the form configuration's rules (only a new card is checked: a saved card is a provider token),
 * instalments, saving the card, which errors show (a field once left, all after a failed submit, the summary then
 * taking the focus), and a declined card's CVV cleared to be typed again.
 */
export function useCardForm(args: {
  config: FormConfiguration | undefined;
  customer: CustomerInfoView | null;
  nothingToCharge: boolean;
  problem: PaymentProblem | null;
  idPrefix: string;
  /** The error summary, focused after each failed submit. */
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { config, customer, nothingToCharge, problem, idPrefix, summaryRef } = args;
  const intl = useIntl();
  const savedCards = usableSavedCards(customer);
  const firstCardChoice = (): PaymentChoice => {
    const first = savedCards[0];
    return first ? { kind: 'savedCard', magCardId: first.id } : { kind: 'newCard' };
  };
  const [choice, setChoice] = useState<PaymentChoice>(firstCardChoice);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [numberOfPayments, setNumberOfPayments] = useState(1);
  const [saveCard, setSaveCard] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [failedSubmits, setFailedSubmits] = useState(0);

  const errors: FieldError[] = useMemo(() => {
    if (!config || nothingToCharge || choice.kind !== 'newCard') return [];
    return validatePaymentFields(
      config,
      {
        creditCardNumber: card.number,
        creditCardExpDate: card.expiry,
        creditCardCVV: card.cvv,
        creditCardSSN: card.holderId,
        numberOfPayments,
      },
      new Date(),
    );
  }, [config, nothingToCharge, choice.kind, card, numberOfPayments]);
  const shown = new Map([...firstErrorPerField(errors)].filter(([field]) => failedSubmits > 0 || touched.has(field)));

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits, summaryRef]);
  // A declined card is typed again: its CVV is not kept.
  const [seenProblem, setSeenProblem] = useState(problem);
  if (problem !== seenProblem) {
    setSeenProblem(problem);
    if (problem?.type === 'declined') setCard((c) => ({ ...c, cvv: '' }));
  }

  const summaryItems = errorsInFieldOrder(errors, CARD_FIELD_ORDER)
    .filter(() => failedSubmits > 0)
    .map((error) => ({
      targetId: `${idPrefix}-${error.field}`,
      text: intl.formatMessage(
        { id: 'customer.form.summaryItem' },
        {
          field: intl.formatMessage({ id: CARD_FIELD_LABELS[error.field as keyof typeof CARD_FIELD_LABELS] }),
          message: intl.formatMessage({ id: fieldErrorMessage(error).id }, fieldErrorMessage(error).values),
        },
      ),
    }));

  return {
    savedCards,
    choice,
    setChoice,
    resetChoice: () => setChoice(firstCardChoice()),
    card,
    setCard,
    numberOfPayments,
    setNumberOfPayments,
    saveCard,
    setSaveCard,
    touch: (field: string) => setTouched((t) => new Set(t).add(field)),
    errors,
    shown,
    failedSubmits,
    /** A submit with errors: counted, so that the summary shows and takes the focus. */
    refuse: () => setFailedSubmits((n) => n + 1),
    summaryItems,
  };
}

export type CardForm = ReturnType<typeof useCardForm>;
