import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useTicketTypes } from '../../hooks/use-prices';
import type { SectionProps } from '../../sections';
import { EMPTY_TICKET_TYPE, ticketTypeDraftOf } from '../../utils/price-draft';
import { CombinationForm } from './CombinationForm';
import { DiscountCodesPanel } from './DiscountCodesPanel';
import { TicketTypeForm } from './TicketTypeForm';
import { TicketTypeList } from './TicketTypeList';
import { TicketTypePresentations } from './TicketTypePresentations';
import { TicketGroupsPanel } from './TicketGroupsPanel';
import { RetireTicketTypeDialog } from './RetireTicketTypeDialog';

/** Prices (issue 13): ticket types with the presentations selling them, their combinations, discount codes and price levels. */
export function PricesSection({ businessId }: SectionProps) {
  const { locale } = useLocale();
  const { query, save, combine, retire, link } = useTicketTypes(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  const [retiring, setRetiring] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { ticketTypes, presentations } = query.data;
  const type = editing === null ? undefined : ticketTypes.find((t) => t.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    link.reset();
    setEditing(id);
  };
  const active = ticketTypes.filter((t) => !t.retired);
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-ticket-type-title">
        <h2 id="manage-ticket-type-title" className="manage-panel__title">
          <FormattedMessage
            id={type ? 'live.prices.editTitle' : 'live.prices.addTitle'}
            values={{ name: type ? (locale === 'he' ? type.nameHe : type.nameEn) : '' }}
          />
        </h2>
        <TicketTypeForm
          key={type ? `${type.id}:${JSON.stringify(type)}` : 'new'}
          initial={type ? ticketTypeDraftOf(type) : EMPTY_TICKET_TYPE}
          options={query.data}
          onSave={(input) => save.mutate({ id: type?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {type && (
          <TicketTypePresentations
            key={`${type.id}:${type.presentationIds.join(',')}`}
            type={type}
            presentations={presentations}
            onSave={(change) => link.mutate({ id: type.id, change })}
            state={link}
          />
        )}
        {type && (
          <button type="button" className="button button--secondary" data-testid="ticket-type-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.prices.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-ticket-types-title">
        <h2 id="manage-ticket-types-title" className="manage-panel__title">
          <FormattedMessage id="live.prices.typesTitle" />
        </h2>
        <TicketTypeList types={ticketTypes} editing={editing} onEdit={choose} onRetire={setRetiring} />
      </section>
      {active.length > 0 && (
        <section className="manage-panel" aria-labelledby="manage-combinations-title">
          <h2 id="manage-combinations-title" className="manage-panel__title">
            <FormattedMessage id="live.prices.combinationsTitle" />
          </h2>
          <CombinationForm
            key={active.map((t) => t.id).join(',')}
            types={active}
            onSave={(id, rule) => combine.mutate({ id, rule })}
            state={combine}
          />
        </section>
      )}
      <DiscountCodesPanel businessId={businessId} types={ticketTypes} />
      <TicketGroupsPanel businessId={businessId} />
      <RetireTicketTypeDialog
        type={ticketTypes.find((t) => t.id === retiring) ?? null}
        onConfirm={(t) => {
          retire.mutate(t.id);
          setRetiring(null);
        }}
        onClose={() => setRetiring(null)}
      />
    </>
  );
}
