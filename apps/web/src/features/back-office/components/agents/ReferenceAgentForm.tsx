import type { ReferenceAgentInput, StaffReferenceAgentsResponse } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useDraftForm } from '../../hooks/use-draft-form';
import { referenceAgentInputOf, type ReferenceAgentDraft } from '../../utils/reference-agent-draft';
import { ChoiceField } from '../prices/ChoiceField';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

/** A reference-prompt agent's form: the ticket type its guests buy, the references, the tickets it may sell, active or not. */
export function ReferenceAgentForm({
  initial,
  ticketTypes,
  onSave,
  state,
}: {
  initial: ReferenceAgentDraft;
  ticketTypes: StaffReferenceAgentsResponse['ticketTypes'];
  onSave(input: ReferenceAgentInput): void;
  state: SaveState;
}) {
  const { locale } = useLocale();
  const { draft, change, submit, problem } = useDraftForm({ initial, read: referenceAgentInputOf, state, onSave });
  const text = (field: 'reference1' | 'reference2' | 'quantity', label: Parameters<typeof TextField>[0]['label'], numeric = false) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(value) => change({ ...draft, [field]: value })}
      invalid={problem === field}
      testId={`agent-${field}`}
      inputMode={numeric ? 'numeric' : undefined}
    />
  );
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="agent-form">
      <div className="manage-form__row">
        <ChoiceField
          label="live.agents.ticketType"
          value={draft.pricePolicyId}
          choices={ticketTypes.map((t) => ({ value: String(t.id), label: locale === 'he' ? t.nameHe : t.nameEn }))}
          empty={ticketTypes.length === 0 ? 'live.agents.noTicketTypes' : undefined}
          onChange={(pricePolicyId) => change({ ...draft, pricePolicyId })}
          invalid={problem === 'pricePolicyId'}
          testId="agent-pricePolicyId"
        />
        {text('reference1', 'live.agents.reference1')}
        {text('reference2', 'live.agents.reference2')}
        {text('quantity', 'live.agents.quantity', true)}
      </div>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.isActive}
          data-testid="agent-isActive"
          onChange={(e) => change({ ...draft, isActive: e.target.checked })}
        />
        <FormattedMessage id="live.agents.isActive" />
      </label>
      <SaveBar state={state} testId="agent" />
    </form>
  );
}
