import type { PartnerInput } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { partnerInputOf, type PartnerDraft } from '../../utils/channel-drafts';
import { refusedFieldOf } from '../../utils/field-error';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextFields } from '../TextField';

const TEXTS: ReadonlyArray<
  readonly [keyof PartnerDraft, LiveMessageKey, Partial<{ lang: 'he' | 'en'; multiline: true; inputMode: 'numeric' }>]
> = [
  ['code', 'live.channels.partner.code', { lang: 'en' }],
  ['nameHe', 'live.channels.partner.nameHe', { lang: 'he' }],
  ['nameEn', 'live.channels.partner.nameEn', { lang: 'en' }],
  ['origins', 'live.channels.partner.origins', { lang: 'en', multiline: true }],
  ['linkTtlSeconds', 'live.channels.partner.ttl', { inputMode: 'numeric' }],
];

/** An integration partner's form (its secret is the server's, shown once after the save); a refused save keeps it. */
export function PartnerForm({ initial, onSave, state }: { initial: PartnerDraft; onSave(input: PartnerInput): void; state: SaveState }) {
  const [draft, setDraft] = useState(initial);
  const [unreadable, setUnreadable] = useState<keyof PartnerDraft | null>(null);
  const refused = state.isPending ? null : refusedFieldOf(state.error);
  const problem = unreadable ?? (refused?.startsWith('allowedOrigins') ? 'origins' : refused);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = partnerInputOf(draft);
    setUnreadable('invalid' in result ? result.invalid : null);
    if ('input' in result) onSave(result.input);
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="partner-form">
      <div className="manage-form__row">
        <TextFields specs={TEXTS} draft={draft} problem={problem} onChange={setDraft} testIdPrefix="partner" />
      </div>
      <SaveBar state={state} testId="partner" />
    </form>
  );
}
