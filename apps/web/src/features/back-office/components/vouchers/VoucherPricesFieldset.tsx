import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import {
  EMPTY_VOUCHER_PRICE,
  type VoucherClassDraft,
  type VoucherPriceDraft,
  type VoucherPriceTextField,
} from '../../utils/voucher-class-draft';
import { TextField } from '../TextField';

const FIELDS: ReadonlyArray<readonly [VoucherPriceTextField, LiveMessageKey, Partial<{ lang: 'he' | 'en'; inputMode: 'numeric' }>]> = [
  ['priceCode', 'live.vouchers.priceCode', { lang: 'en' }],
  ['nameHe', 'live.vouchers.priceNameHe', { lang: 'he' }],
  ['nameEn', 'live.vouchers.priceNameEn', { lang: 'en' }],
  ['price', 'live.vouchers.priceAmount', { inputMode: 'numeric' }],
  ['value', 'live.vouchers.priceValue', { inputMode: 'numeric' }],
  ['tickets', 'live.vouchers.priceTickets', { inputMode: 'numeric' }],
];

/** Which price fields a class shows: a value only for a fixed value, tickets only for tickets, no price for an open value. */
function shown(draft: VoucherClassDraft, field: VoucherPriceTextField): boolean {
  const open = draft.kind === 'value' && draft.isOpenValue;
  if (field === 'value') return draft.kind === 'value' && !open;
  if (field === 'tickets') return draft.kind === 'tickets';
  if (field === 'price') return !open;
  return true;
}

/** The prices of a voucher class, each in its own group, with add and remove (an open value has one price). */
export function VoucherPricesFieldset({
  draft,
  problem,
  onChange,
}: {
  draft: VoucherClassDraft;
  problem: string | null;
  onChange(prices: VoucherPriceDraft[]): void;
}) {
  const intl = useIntl();
  const set = (i: number, next: VoucherPriceDraft) => onChange(draft.prices.map((p, j) => (j === i ? next : p)));
  const open = draft.kind === 'value' && draft.isOpenValue;
  return (
    <fieldset className="manage-form__row" aria-invalid={problem === 'prices' || undefined} data-testid="voucher-prices">
      <legend className="field__label">
        <FormattedMessage id="live.vouchers.prices" />
      </legend>
      {draft.prices.map((p, i) => (
        <div key={i} role="group" aria-label={intl.formatMessage({ id: 'live.vouchers.price' }, { n: i + 1 })} className="manage-form__row">
          {FIELDS.filter(([field]) => shown(draft, field)).map(([field, label, options]) => (
            <TextField
              key={field}
              label={label}
              value={p[field]}
              onChange={(value) => set(i, { ...p, [field]: value })}
              invalid={problem === `prices.${i}.${field}`}
              testId={`voucher-price-${i}-${field}`}
              {...options}
            />
          ))}
          {draft.prices.length > 1 && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChange(draft.prices.filter((_, j) => j !== i))}
            >
              {intl.formatMessage({ id: 'live.vouchers.removePrice' }, { n: i + 1 })}
            </button>
          )}
        </div>
      ))}
      {!open && (
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="voucher-add-price"
          onClick={() => onChange([...draft.prices, EMPTY_VOUCHER_PRICE])}
        >
          <FormattedMessage id="live.vouchers.addPrice" />
        </button>
      )}
    </fieldset>
  );
}
