import type { MembershipInput } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useDraftForm } from '../../hooks/use-draft-form';
import { membershipFieldOf, membershipInputOf, type MembershipDraft, type MembershipTextField } from '../../utils/membership-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextFields } from '../TextField';
import { MembershipPricesFieldset } from './MembershipPricesFieldset';

type Options = Partial<{ lang: 'he' | 'en'; inputMode: 'numeric'; multiline: true }>;
type Check = 'allowsHold' | 'allowMemberSaleTickets' | 'isActive';

const TEXTS: ReadonlyArray<readonly [MembershipTextField, LiveMessageKey, Options]> = [
  ['code', 'live.memberships.code', { lang: 'en' }],
  ['nameHe', 'live.memberships.nameHe', { lang: 'he' }],
  ['nameEn', 'live.memberships.nameEn', { lang: 'en' }],
  ['className', 'live.memberships.className', {}],
  ['descriptionHe', 'live.memberships.descriptionHe', { lang: 'he', multiline: true }],
  ['descriptionEn', 'live.memberships.descriptionEn', { lang: 'en', multiline: true }],
  ['termsHe', 'live.memberships.termsHe', { lang: 'he', multiline: true }],
  ['termsEn', 'live.memberships.termsEn', { lang: 'en', multiline: true }],
  ['validityDays', 'live.memberships.validityDays', { inputMode: 'numeric' }],
  ['benefitTickets', 'live.memberships.benefitTickets', { inputMode: 'numeric' }],
  ['benefitPoints', 'live.memberships.benefitPoints', { inputMode: 'numeric' }],
];

const CHECKS: ReadonlyArray<readonly [Check, LiveMessageKey]> = [
  ['allowsHold', 'live.memberships.allowsHold'],
  ['allowMemberSaleTickets', 'live.memberships.allowMemberSaleTickets'],
  ['isActive', 'live.memberships.isActive'],
];

/** A membership type's form: its page code, texts, validity, benefits, hold bookings, its prices and whether it is offered. */
export function MembershipForm({
  initial,
  onSave,
  state,
}: {
  initial: MembershipDraft;
  onSave(input: MembershipInput): void;
  state: SaveState;
}) {
  const { draft, change, submit, problem } = useDraftForm({ initial, read: membershipInputOf, state, onSave, fieldOf: membershipFieldOf });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="membership-form">
      <div className="manage-form__row">
        <TextFields specs={TEXTS} draft={draft} problem={problem} onChange={change} testIdPrefix="membership" />
      </div>
      <MembershipPricesFieldset prices={draft.prices} problem={problem} onChange={(prices) => change({ ...draft, prices })} />
      {CHECKS.map(([field, label]) => (
        <label key={field} className="manage-form__check">
          <input
            type="checkbox"
            checked={draft[field]}
            data-testid={`membership-${field}`}
            onChange={(e) => change({ ...draft, [field]: e.target.checked })}
          />
          <FormattedMessage id={label} />
        </label>
      ))}
      <SaveBar state={state} testId="membership" />
    </form>
  );
}
