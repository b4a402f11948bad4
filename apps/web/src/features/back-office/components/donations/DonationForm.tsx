import type { DonationInput } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useDraftForm } from '../../hooks/use-draft-form';
import { donationFieldOf, donationInputOf, type DonationDraft } from '../../utils/donation-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

type TextKey = 'code' | 'nameHe' | 'nameEn' | 'descriptionHe' | 'descriptionEn' | 'amounts' | 'customMin' | 'customMax';
type Options = Partial<{ lang: 'he' | 'en'; inputMode: 'numeric'; multiline: true }>;

const TEXTS: ReadonlyArray<readonly [TextKey, LiveMessageKey, Options]> = [
  ['code', 'live.donations.code', { lang: 'en' }],
  ['nameHe', 'live.donations.nameHe', { lang: 'he' }],
  ['nameEn', 'live.donations.nameEn', { lang: 'en' }],
  ['descriptionHe', 'live.donations.descriptionHe', { lang: 'he', multiline: true }],
  ['descriptionEn', 'live.donations.descriptionEn', { lang: 'en', multiline: true }],
  ['amounts', 'live.donations.amounts', { inputMode: 'numeric' }],
];

/** A donation choice's form: code, texts, the fixed amounts, an optional range the donor types in, and whether it is offered. */
export function DonationForm({ initial, onSave, state }: { initial: DonationDraft; onSave(input: DonationInput): void; state: SaveState }) {
  const { draft, change, submit, problem } = useDraftForm({ initial, read: donationInputOf, state, onSave, fieldOf: donationFieldOf });
  const field = ([key, label, options]: readonly [TextKey, LiveMessageKey, Options]) => (
    <TextField
      key={key}
      label={label}
      value={draft[key]}
      onChange={(value) => change({ ...draft, [key]: value })}
      invalid={problem === key}
      testId={`donation-${key}`}
      {...options}
    />
  );
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="donation-form">
      <div className="manage-form__row">{TEXTS.map(field)}</div>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.allowsCustom}
          data-testid="donation-allowsCustom"
          onChange={(e) => change({ ...draft, allowsCustom: e.target.checked })}
        />
        <FormattedMessage id="live.donations.allowsCustom" />
      </label>
      {draft.allowsCustom && (
        <div className="manage-form__row">
          {field(['customMin', 'live.donations.customMin', { inputMode: 'numeric' }])}
          {field(['customMax', 'live.donations.customMax', { inputMode: 'numeric' }])}
        </div>
      )}
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.isActive}
          data-testid="donation-isActive"
          onChange={(e) => change({ ...draft, isActive: e.target.checked })}
        />
        <FormattedMessage id="live.donations.isActive" />
      </label>
      <SaveBar state={state} testId="donation" />
    </form>
  );
}
