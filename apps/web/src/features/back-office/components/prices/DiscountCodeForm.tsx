import type { DiscountCodeInput, StaffTicketType } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { refusedFieldOf } from '../../utils/field-error';
import { discountCodeInputOf, type DiscountCodeDraft } from '../../utils/price-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { ChoiceField } from './ChoiceField';

const TEXTS: ReadonlyArray<readonly [Exclude<keyof DiscountCodeDraft, 'ticketTypeId' | 'disabled'>, LiveMessageKey]> = [
  ['code', 'live.prices.code'],
  ['maxUses', 'live.prices.maxUses'],
  ['validFrom', 'live.prices.validFrom'],
  ['validUntil', 'live.prices.validUntil'],
];

/** A discount code's form: the code, the discount-code ticket type it unlocks, its use limit and dates, disabled. */
export function DiscountCodeForm({
  initial,
  codeTypes,
  onSave,
  state,
}: {
  initial: DiscountCodeDraft;
  /** The business's discount-code ticket types a code may unlock. */
  codeTypes: readonly StaffTicketType[];
  onSave(input: DiscountCodeInput): void;
  state: SaveState;
}) {
  const { locale } = useLocale();
  const [draft, setDraft] = useState(initial);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const problem = unreadable ?? (state.isPending ? null : refusedFieldOf(state.error));
  const change = (next: Partial<DiscountCodeDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = discountCodeInputOf(draft);
    if ('invalid' in result) setUnreadable(result.invalid);
    else onSave(result.input);
  };
  const choices = codeTypes.map((t) => ({ value: String(t.id), label: locale === 'he' ? t.nameHe : t.nameEn }));
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="discount-code-form">
      <div className="manage-form__row">
        <ChoiceField
          label="live.prices.codeType"
          value={draft.ticketTypeId}
          choices={choices}
          empty="live.prices.choose"
          onChange={(ticketTypeId) => change({ ticketTypeId })}
          invalid={problem === 'ticketTypeId'}
          testId="discount-code-type"
        />
        {TEXTS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={draft[field]}
            onChange={(value) => change({ [field]: value })}
            invalid={problem === field}
            testId={`discount-code-${field}`}
            inputMode={field === 'code' ? undefined : 'numeric'}
            lang={field === 'code' ? 'en' : undefined}
          />
        ))}
      </div>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.disabled}
          data-testid="discount-code-disabled"
          onChange={(e) => change({ disabled: e.target.checked })}
        />
        <FormattedMessage id="live.prices.disabled" />
      </label>
      <SaveBar state={state} testId="discount-code" />
    </form>
  );
}
