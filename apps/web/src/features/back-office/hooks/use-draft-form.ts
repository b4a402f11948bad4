import { useState, type FormEvent } from 'react';
import type { SaveState } from '../components/SaveBar';
import { refusedFieldOf } from '../utils/field-error';

/** What a draft reads as: the input to send, or the field that cannot be read as typed. */
export type DraftReading<I, F extends string = string> = { input: I } | { invalid: F };

/**
 * The state of a back-office form (ADR 0014): the draft as typed, the field to mark — one the browser could not read,
 * else the one the server refused (mapped by `fieldOf` when the form names its fields otherwise) — and the submit,
 * which sends only a readable draft. A failed save keeps the draft as typed.
 */
export function useDraftForm<D, I, F extends string = string>({
  initial,
  read,
  state,
  onSave,
  fieldOf = (refused) => refused,
}: {
  initial: D;
  read(draft: D): DraftReading<I, F>;
  state: SaveState;
  onSave(input: I): void;
  fieldOf?(refused: string | null): string | null;
}) {
  const [draft, setDraft] = useState(initial);
  const [unreadable, setUnreadable] = useState<F | null>(null);
  const problem: string | null = unreadable ?? (state.isPending ? null : fieldOf(refusedFieldOf(state.error)));
  const change = (next: D) => {
    setDraft(next);
    setUnreadable(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = read(draft);
    if ('invalid' in reading) setUnreadable(reading.invalid);
    else onSave(reading.input);
  };
  return { draft, change, submit, problem };
}
