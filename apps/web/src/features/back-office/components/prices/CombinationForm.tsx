import type { StaffTicketType, TicketCombination } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { refusedFieldOf } from '../../utils/field-error';
import { wholeNumber } from '../../utils/price-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';
import { ChoiceField } from './ChoiceField';

interface Draft {
  id: string;
  min: string;
  max: string;
  requiredWith: string;
}

const draftOf = (t: StaffTicketType | undefined): Draft => ({
  id: t ? String(t.id) : '',
  min: t?.minQuantity === null || !t ? '' : String(t.minQuantity),
  max: t?.maxQuantity === null || !t ? '' : String(t.maxQuantity),
  requiredWith: t?.requiredWithId === null || !t ? '' : String(t.requiredWithId),
});

/** Ticket combinations (spec 5): a type's minimum and maximum per order and the type it must be bought with. */
export function CombinationForm({
  types,
  onSave,
  state,
}: {
  types: readonly StaffTicketType[];
  onSave(id: number, rule: TicketCombination): void;
  state: SaveState;
}) {
  const { locale } = useLocale();
  const [draft, setDraft] = useState<Draft>(() => draftOf(types[0]));
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const served = state.isPending ? null : refusedFieldOf(state.error);
  const problem =
    unreadable ??
    (served === 'minQuantity' ? 'min' : served === 'maxQuantity' ? 'max' : served === 'requiredWithId' ? 'requiredWith' : served);
  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setUnreadable(null);
  };
  const choose = (id: string) => {
    setDraft(draftOf(types.find((t) => String(t.id) === id)));
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [min, max] = [wholeNumber(draft.min), wholeNumber(draft.max)];
    if (Number.isNaN(min)) return setUnreadable('min');
    if (Number.isNaN(max)) return setUnreadable('max');
    onSave(Number(draft.id), {
      minQuantity: min,
      maxQuantity: max,
      requiredWithId: draft.requiredWith === '' ? null : Number(draft.requiredWith),
    });
  };
  const choices = types.map((t) => ({ value: String(t.id), label: locale === 'he' ? t.nameHe : t.nameEn }));
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="combination-form">
      <div className="manage-form__row">
        <ChoiceField
          label="live.prices.combinationType"
          value={draft.id}
          choices={choices}
          onChange={choose}
          invalid={false}
          testId="combination-type"
        />
        <TextField
          label="live.prices.minQuantity"
          value={draft.min}
          onChange={(min) => change({ min })}
          invalid={problem === 'min'}
          testId="combination-min"
          inputMode="numeric"
        />
        <TextField
          label="live.prices.maxQuantity"
          value={draft.max}
          onChange={(max) => change({ max })}
          invalid={problem === 'max'}
          testId="combination-max"
          inputMode="numeric"
        />
        <ChoiceField
          label="live.prices.requiredWith"
          value={draft.requiredWith}
          choices={choices.filter((c) => c.value !== draft.id)}
          empty="live.prices.none"
          onChange={(requiredWith) => change({ requiredWith })}
          invalid={problem === 'requiredWith'}
          testId="combination-requiredWith"
        />
      </div>
      <SaveBar state={state} testId="combination" />
    </form>
  );
}
