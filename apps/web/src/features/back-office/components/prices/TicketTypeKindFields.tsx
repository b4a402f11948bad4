import type { TicketTypesResponse } from '@kupa/contracts';
import { useLocale } from '../../../../lib/i18n/locale-context';
import type { TicketTypeDraft } from '../../utils/price-draft';
import { TextField } from '../TextField';
import { ChoiceField } from './ChoiceField';

type Named = TicketTypesResponse['memberships'][number];

/** The fields only some ticket types have: points price, membership, voucher class, the hotel's reference prompt. */
export function TicketTypeKindFields({
  draft,
  options,
  problem,
  change,
}: {
  draft: TicketTypeDraft;
  options: Pick<TicketTypesResponse, 'memberships' | 'voucherClasses'>;
  problem: string | null;
  change(next: Partial<TicketTypeDraft>): void;
}) {
  const { locale } = useLocale();
  const choices = (rows: readonly Named[]) => rows.map((r) => ({ value: String(r.id), label: locale === 'he' ? r.nameHe : r.nameEn }));
  const { kind } = draft;
  return (
    <div className="manage-form__row">
      {kind === 'loyalty' && (
        <TextField
          label="live.prices.loyaltyPointsPrice"
          value={draft.loyaltyPointsPrice}
          onChange={(loyaltyPointsPrice) => change({ loyaltyPointsPrice })}
          invalid={problem === 'loyaltyPointsPrice'}
          testId="ticket-type-loyaltyPointsPrice"
          inputMode="numeric"
        />
      )}
      {(kind === 'membership' || kind === 'memberOnly') && (
        <ChoiceField
          label="live.prices.membership"
          value={draft.membershipId}
          choices={choices(options.memberships)}
          empty="live.prices.choose"
          onChange={(membershipId) => change({ membershipId })}
          invalid={problem === 'membershipId'}
          testId="ticket-type-membership"
        />
      )}
      {kind === 'voucher' && (
        <ChoiceField
          label="live.prices.voucherClass"
          value={draft.systemVoucherClassId}
          choices={choices(options.voucherClasses)}
          empty="live.prices.choose"
          onChange={(systemVoucherClassId) => change({ systemVoucherClassId })}
          invalid={problem === 'systemVoucherClassId'}
          testId="ticket-type-voucherClass"
        />
      )}
      {kind === 'hotel' && (
        <>
          <TextField
            label="live.prices.ref1PromptHe"
            value={draft.ref1PromptHe}
            onChange={(ref1PromptHe) => change({ ref1PromptHe })}
            invalid={problem === 'ref1PromptHe'}
            testId="ticket-type-ref1PromptHe"
            lang="he"
          />
          <TextField
            label="live.prices.ref1PromptEn"
            value={draft.ref1PromptEn}
            onChange={(ref1PromptEn) => change({ ref1PromptEn })}
            invalid={problem === 'ref1PromptEn'}
            testId="ticket-type-ref1PromptEn"
            lang="en"
          />
        </>
      )}
    </div>
  );
}
