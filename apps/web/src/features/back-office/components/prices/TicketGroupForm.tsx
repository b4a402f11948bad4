import type { TicketGroupInput } from '@kupa/contracts';
import { useDraftForm } from '../../hooks/use-draft-form';
import { ticketGroupInputOf, type TicketGroupDraft } from '../../utils/ticket-group-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

/** A price level's form: its names in Hebrew and English and its colour in the seat-plan designer. */
export function TicketGroupForm({
  initial,
  onSave,
  state,
}: {
  initial: TicketGroupDraft;
  onSave(input: TicketGroupInput): void;
  state: SaveState;
}) {
  const { draft, change, submit, problem } = useDraftForm({ initial, read: ticketGroupInputOf, state, onSave });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="ticket-group-form">
      <div className="manage-form__row">
        <TextField
          label="live.priceLevels.nameHe"
          lang="he"
          value={draft.nameHe}
          onChange={(nameHe) => change({ ...draft, nameHe })}
          invalid={problem === 'nameHe'}
          testId="ticket-group-nameHe"
        />
        <TextField
          label="live.priceLevels.nameEn"
          lang="en"
          value={draft.nameEn}
          onChange={(nameEn) => change({ ...draft, nameEn })}
          invalid={problem === 'nameEn'}
          testId="ticket-group-nameEn"
        />
        <TextField
          label="live.priceLevels.color"
          lang="en"
          value={draft.color}
          onChange={(color) => change({ ...draft, color })}
          invalid={problem === 'color'}
          testId="ticket-group-color"
        />
      </div>
      <SaveBar state={state} testId="ticket-group" />
    </form>
  );
}
