import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useTicketGroups } from '../../hooks/use-ticket-groups';
import { EMPTY_TICKET_GROUP, ticketGroupDraftOf } from '../../utils/ticket-group-draft';
import { TicketGroupForm } from './TicketGroupForm';

/** The prices section's price levels (ticket groups): the list, and the form of a new level or of the one being renamed. */
export function TicketGroupsPanel({ businessId }: { businessId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { query, save } = useTicketGroups(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  const groups = query.data?.ticketGroups ?? [];
  const group = editing === null ? undefined : groups.find((g) => g.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  const name = (g: { nameHe: string; nameEn: string }) => (locale === 'he' ? g.nameHe : g.nameEn);
  return (
    <section className="manage-panel" aria-labelledby="manage-price-levels-title" data-testid="price-levels">
      <h2 id="manage-price-levels-title" className="manage-panel__title">
        <FormattedMessage id="live.priceLevels.title" />
      </h2>
      <ul>
        {groups.map((g) => (
          <li key={g.id} data-testid="price-level" aria-current={g.id === editing || undefined}>
            <span>{name(g)}</span>
            <button type="button" className="button button--secondary button--small" onClick={() => choose(g.id)}>
              {intl.formatMessage({ id: 'live.priceLevels.rename' }, { name: name(g) })}
            </button>
          </li>
        ))}
      </ul>
      <h3>
        <FormattedMessage
          id={group ? 'live.priceLevels.renameTitle' : 'live.priceLevels.addTitle'}
          values={{ name: group ? name(group) : '' }}
        />
      </h3>
      <TicketGroupForm
        key={group ? `${group.id}:${JSON.stringify(group)}` : 'new'}
        initial={group ? ticketGroupDraftOf(group) : EMPTY_TICKET_GROUP}
        onSave={(input) => save.mutate({ id: group?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
        state={save}
      />
      {group && (
        <button type="button" className="button button--secondary" data-testid="price-level-new" onClick={() => choose(null)}>
          <FormattedMessage id="live.priceLevels.addAnother" />
        </button>
      )}
    </section>
  );
}
