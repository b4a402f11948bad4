import type { StaffTicketType } from '@kupa/contracts';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useDiscountCodes } from '../../hooks/use-prices';
import { discountCodeDraftOf, EMPTY_DISCOUNT_CODE } from '../../utils/price-draft';
import { DiscountCodeForm } from './DiscountCodeForm';
import { DiscountCodeList } from './DiscountCodeList';

/** Discount codes (spec 5): the form of a new code or the one chosen for editing, and the business's list. */
export function DiscountCodesPanel({ businessId, types }: { businessId: number; types: readonly StaffTicketType[] }) {
  const { query, save } = useDiscountCodes(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const codes = query.data.discountCodes;
  const code = editing === null ? undefined : codes.find((c) => c.id === editing);
  const codeTypes = types.filter((t) => t.kind === 'discountCode' && (!t.retired || t.id === code?.ticketTypeId));
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <section className="manage-panel" aria-labelledby="manage-codes-title">
      <h2 id="manage-codes-title" className="manage-panel__title">
        <FormattedMessage id="live.prices.codesTitle" />
      </h2>
      <h3>
        <FormattedMessage id={code ? 'live.prices.editCodeTitle' : 'live.prices.addCodeTitle'} values={{ code: code?.code ?? '' }} />
      </h3>
      {codeTypes.length === 0 ? (
        <p className="field__hint">
          <FormattedMessage id="live.prices.noCodeTypes" />
        </p>
      ) : (
        <DiscountCodeForm
          key={code ? `${code.id}:${JSON.stringify(code)}` : 'new'}
          initial={code ? discountCodeDraftOf(code) : EMPTY_DISCOUNT_CODE}
          codeTypes={codeTypes}
          onSave={(input) => save.mutate({ id: code?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
      )}
      {code && (
        <button type="button" className="button button--secondary" data-testid="discount-code-new" onClick={() => choose(null)}>
          <FormattedMessage id="live.prices.addAnotherCode" />
        </button>
      )}
      <DiscountCodeList codes={codes} types={types} editing={editing} onEdit={choose} />
    </section>
  );
}
