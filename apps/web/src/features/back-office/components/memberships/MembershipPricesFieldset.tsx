import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { EMPTY_MEMBERSHIP_PRICE, type MembershipPriceDraft, type MembershipPriceTextField } from '../../utils/membership-draft';
import { TextField } from '../TextField';

const FIELDS: ReadonlyArray<readonly [MembershipPriceTextField, LiveMessageKey, Partial<{ lang: 'he' | 'en'; inputMode: 'numeric' }>]> = [
  ['priceCode', 'live.memberships.priceCode', { lang: 'en' }],
  ['nameHe', 'live.memberships.priceNameHe', { lang: 'he' }],
  ['nameEn', 'live.memberships.priceNameEn', { lang: 'en' }],
  ['price', 'live.memberships.priceAmount', { inputMode: 'numeric' }],
];

/** The prices of a membership type, each in its own group, with add and remove (at least one stays). */
export function MembershipPricesFieldset({
  prices,
  problem,
  onChange,
}: {
  prices: MembershipPriceDraft[];
  problem: string | null;
  onChange(prices: MembershipPriceDraft[]): void;
}) {
  const intl = useIntl();
  const set = (i: number, next: MembershipPriceDraft) => onChange(prices.map((p, j) => (j === i ? next : p)));
  return (
    <fieldset className="manage-form__row" aria-invalid={problem === 'prices' || undefined} data-testid="membership-prices">
      <legend className="field__label">
        <FormattedMessage id="live.memberships.prices" />
      </legend>
      {problem === 'prices' && (
        <span className="field__hint" data-testid="membership-prices-problem">
          <FormattedMessage id="live.memberships.pricesProblem" />
        </span>
      )}
      {prices.map((p, i) => (
        <div
          key={i}
          role="group"
          aria-label={intl.formatMessage({ id: 'live.memberships.price' }, { n: i + 1 })}
          className="manage-form__row"
        >
          {FIELDS.map(([field, label, options]) => (
            <TextField
              key={field}
              label={label}
              value={p[field]}
              onChange={(value) => set(i, { ...p, [field]: value })}
              invalid={problem === `prices.${i}.${field}`}
              testId={`membership-price-${i}-${field}`}
              {...options}
            />
          ))}
          {prices.length > 1 && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChange(prices.filter((_, j) => j !== i))}
            >
              {intl.formatMessage({ id: 'live.memberships.removePrice' }, { n: i + 1 })}
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        data-testid="membership-add-price"
        onClick={() => onChange([...prices, EMPTY_MEMBERSHIP_PRICE])}
      >
        <FormattedMessage id="live.memberships.addPrice" />
      </button>
    </fieldset>
  );
}
