import type { StaffReferenceAgent, StaffReferenceAgentsResponse } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';

/** The business's reference-prompt agents with their ticket type, tickets and state; the one being edited is marked. */
export function ReferenceAgentList({
  agents,
  ticketTypes,
  editing,
  onEdit,
}: {
  agents: readonly StaffReferenceAgent[];
  ticketTypes: StaffReferenceAgentsResponse['ticketTypes'];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const typeName = (id: number) => {
    const type = ticketTypes.find((t) => t.id === id);
    return type ? (locale === 'he' ? type.nameHe : type.nameEn) : String(id);
  };
  return (
    <table className="manage-table" data-testid="agent-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.agents.reference1' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.agents.ticketType' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.agents.quantity' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.agents.state' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.agents.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {agents.map((a) => (
          <tr key={a.id} data-testid="agent-row" data-agent-id={a.id} aria-current={a.id === editing || undefined}>
            <th scope="row">{a.reference1}</th>
            <td>{typeName(a.pricePolicyId)}</td>
            <td>{a.quantity}</td>
            <td>{intl.formatMessage({ id: a.isActive ? 'live.agents.active' : 'live.agents.inactive' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(a.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.agents.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.agents.editNamed' }, { name: a.reference1 })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
