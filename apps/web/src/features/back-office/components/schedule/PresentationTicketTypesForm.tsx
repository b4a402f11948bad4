import type { ScheduleResponse, StaffPresentation } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { refusedFieldOf } from '../../utils/field-error';
import { FieldProblem } from '../FieldProblem';
import { SaveBar, type SaveState } from '../SaveBar';

/** The whole set of ticket types one presentation sells: ticked boxes of the business's ticket types, at least one. */
export function PresentationTicketTypesForm({
  presentation,
  title,
  pricePolicies,
  onSave,
  onClose,
  state,
}: {
  presentation: StaffPresentation;
  /** The film and time, as the schedule shows them. */
  title: { name: string; when: string };
  pricePolicies: ScheduleResponse['pricePolicies'];
  onSave(ticketTypeIds: number[]): void;
  onClose(): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(presentation.pricePolicyIds);
  const [empty, setEmpty] = useState(false);
  const invalid = empty || (!state.isPending && (refusedFieldOf(state.error) ?? '').startsWith('ticketTypeIds'));
  const toggle = (policyId: number, on: boolean) => {
    setEmpty(false);
    setChosen((ids) => (on ? [...ids, policyId] : ids.filter((x) => x !== policyId)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setEmpty(true);
    else onSave(pricePolicies.map((p) => p.id).filter((p) => chosen.includes(p)));
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="presentation-ticket-types">
      <fieldset aria-invalid={invalid || undefined} aria-describedby={`${id}-hint${invalid ? ` ${id}-problem` : ''}`}>
        <legend>
          <FormattedMessage id="live.schedule.ticketTypesTitle" values={title} />
        </legend>
        <p className="field__hint" id={`${id}-hint`}>
          <FormattedMessage id="live.schedule.ticketTypesHint" />
        </p>
        <div className="manage-form__row">
          {pricePolicies.map((p) => (
            <label key={p.id} className="manage-form__check">
              <input
                type="checkbox"
                checked={chosen.includes(p.id)}
                data-testid={`presentation-ticket-type-${p.id}`}
                onChange={(e) => toggle(p.id, e.target.checked)}
              />
              {intl.formatMessage(
                { id: 'live.schedule.ticketType' },
                { name: locale === 'he' ? p.nameHe : p.nameEn, price: formatPrice(p.priceAgorot / 100, locale) },
              )}
            </label>
          ))}
        </div>
        <FieldProblem id={`${id}-problem`} shown={invalid} />
      </fieldset>
      <SaveBar state={state} testId="presentation-ticket-types" />
      <button type="button" className="button button--secondary" onClick={onClose} data-testid="presentation-ticket-types-close">
        <FormattedMessage id="live.schedule.close" />
      </button>
    </form>
  );
}
