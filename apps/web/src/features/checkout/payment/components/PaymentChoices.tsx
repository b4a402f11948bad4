import type { CustomerInfoView } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentChoice } from '../utils/payment-choice';

interface PaymentChoicesProps {
  savedCards: CustomerInfoView['MagCards'];
  choice: PaymentChoice;
  onChoose(choice: PaymentChoice): void;
}

/** Radio choices: each saved card of the logged-in customer, a new card, or the instant bank payment. */
export function PaymentChoices({ savedCards, choice, onChoose }: PaymentChoicesProps) {
  const name = useId();
  return (
    <div className="choice-list" role="radiogroup" aria-labelledby={`${name}-legend`}>
      <p id={`${name}-legend`} className="field__label">
        <FormattedMessage id="payment.method" />
      </p>
      {savedCards.map((card) => (
        <label key={card.id} className="choice">
          <input
            type="radio"
            name={name}
            checked={choice.kind === 'savedCard' && choice.magCardId === card.id}
            data-testid={`payment-method-saved-${card.id}`}
            onChange={() => onChoose({ kind: 'savedCard', magCardId: card.id })}
          />
          <FormattedMessage
            id="payment.savedCard"
            values={{
              brand: card.brand ?? '',
              last4: card.last4,
              month: String(card.expMonth).padStart(2, '0'),
              year: String(card.expYear % 100).padStart(2, '0'),
            }}
          />
        </label>
      ))}
      <label className="choice">
        <input
          type="radio"
          name={name}
          checked={choice.kind === 'newCard'}
          data-testid="payment-method-new"
          onChange={() => onChoose({ kind: 'newCard' })}
        />
        <FormattedMessage id="payment.newCard" />
      </label>
      <label className="choice">
        <input
          type="radio"
          name={name}
          checked={choice.kind === 'bank'}
          data-testid="payment-method-bank"
          onChange={() => onChoose({ kind: 'bank' })}
        />
        <FormattedMessage id="payment.bankMethod" />
      </label>
    </div>
  );
}
