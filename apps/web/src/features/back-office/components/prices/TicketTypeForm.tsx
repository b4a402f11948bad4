import { TICKET_TYPE_KINDS, type TicketTypeInput, type TicketTypesResponse } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { refusedFieldOf } from '../../utils/field-error';
import { ticketTypeFieldOf, ticketTypeInputOf, type TicketTypeDraft, type TicketTypeTextField } from '../../utils/price-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { ChoiceField } from './ChoiceField';
import { TicketTypeKindFields } from './TicketTypeKindFields';

const TEXTS: ReadonlyArray<readonly [TicketTypeTextField, LiveMessageKey, Partial<{ lang: 'he' | 'en'; inputMode: 'numeric' }>]> = [
  ['nameHe', 'live.prices.nameHe', { lang: 'he' }],
  ['nameEn', 'live.prices.nameEn', { lang: 'en' }],
  ['price', 'live.prices.price', { inputMode: 'numeric' }],
  ['serviceCharge', 'live.prices.serviceCharge', { inputMode: 'numeric' }],
  ['multiplyFactor', 'live.prices.multiplyFactor', { inputMode: 'numeric' }],
  ['quota', 'live.prices.quota', { inputMode: 'numeric' }],
  ['saleFrom', 'live.prices.saleFrom', { inputMode: 'numeric' }],
  ['saleUntil', 'live.prices.saleUntil', { inputMode: 'numeric' }],
  ['sortOrder', 'live.prices.sortOrder', { inputMode: 'numeric' }],
  ['descriptionHe', 'live.prices.descriptionHe', { lang: 'he' }],
  ['descriptionEn', 'live.prices.descriptionEn', { lang: 'en' }],
];

type Options = Pick<TicketTypesResponse, 'ticketGroups' | 'memberships' | 'voucherClasses'>;

/** A ticket type's form: its kind and the fields that kind needs, prices in shekels; a refused save keeps the draft. */
export function TicketTypeForm({
  initial,
  options,
  onSave,
  state,
}: {
  initial: TicketTypeDraft;
  options: Options;
  onSave(input: TicketTypeInput): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [draft, setDraft] = useState(initial);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const problem = unreadable ?? (state.isPending ? null : ticketTypeFieldOf(refusedFieldOf(state.error)));
  const change = (next: Partial<TicketTypeDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ticketTypeInputOf(draft);
    if ('invalid' in result) setUnreadable(result.invalid);
    else onSave(result.input);
  };
  const kinds = TICKET_TYPE_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: `live.prices.kind.${k}` }) }));
  const groups = options.ticketGroups.map((g) => ({ value: String(g.id), label: locale === 'he' ? g.nameHe : g.nameEn }));
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="ticket-type-form">
      <div className="manage-form__row">
        <ChoiceField
          label="live.prices.kind"
          value={draft.kind}
          choices={kinds}
          onChange={(kind) => change({ kind: kind as TicketTypeDraft['kind'] })}
          invalid={problem === 'kind'}
          testId="ticket-type-kind"
        />
        <ChoiceField
          label="live.prices.ticketGroup"
          value={draft.ticketGroupId}
          choices={groups}
          empty="live.prices.choose"
          onChange={(ticketGroupId) => change({ ticketGroupId })}
          invalid={problem === 'ticketGroupId'}
          testId="ticket-type-group"
        />
      </div>
      <TicketTypeKindFields draft={draft} options={options} problem={problem} change={change} />
      <div className="manage-form__row">
        {TEXTS.map(([field, label, extra]) => (
          <TextField
            key={field}
            label={label}
            value={draft[field]}
            onChange={(value) => change({ [field]: value })}
            invalid={problem === field}
            testId={`ticket-type-${field}`}
            {...extra}
          />
        ))}
      </div>
      {(['soldOnline', 'soldAtBoxOffice'] as const).map((flag) => (
        <label key={flag} className="manage-form__check">
          <input
            type="checkbox"
            checked={draft[flag]}
            data-testid={`ticket-type-${flag}`}
            aria-invalid={problem === flag || undefined}
            onChange={(e) => change({ [flag]: e.target.checked })}
          />
          <FormattedMessage id={`live.prices.${flag}`} />
        </label>
      ))}
      <SaveBar state={state} testId="ticket-type" />
    </form>
  );
}
