import type { StaffTicketType } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { shekelsOf } from '../../utils/price-draft';

/** The business's ticket types with price, kind and state; each can be edited, and retired while it is on sale. */
export function TicketTypeList({
  types,
  editing,
  onEdit,
  onRetire,
}: {
  types: readonly StaffTicketType[];
  editing: number | null;
  onEdit(id: number): void;
  onRetire(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: LiveMessageKey, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = (x: StaffTicketType) => (locale === 'he' ? x.nameHe : x.nameEn);
  return (
    <table className="manage-table" data-testid="ticket-type-list">
      <thead>
        <tr>
          <th scope="col">{t('live.prices.name')}</th>
          <th scope="col">{t('live.prices.kind')}</th>
          <th scope="col">{t('live.prices.price')}</th>
          <th scope="col">{t('live.prices.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('live.prices.edit')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {types.map((x) => (
          <tr key={x.id} data-testid="ticket-type-row" data-ticket-type-id={x.id} aria-current={x.id === editing || undefined}>
            <th scope="row">{name(x)}</th>
            <td>{t(`live.prices.kind.${x.kind}`)}</td>
            <td>{shekelsOf(x.priceAgorot)}</td>
            <td>{t(x.retired ? 'live.prices.retired' : 'live.prices.active')}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(x.id)}>
                <span aria-hidden="true">{t('live.prices.edit')}</span>
                <span className="visually-hidden">{t('live.prices.editNamed', { name: name(x) })}</span>
              </button>
              {!x.retired && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  data-testid="ticket-type-retire"
                  onClick={() => onRetire(x.id)}
                >
                  <span aria-hidden="true">{t('live.prices.retire')}</span>
                  <span className="visually-hidden">{t('live.prices.retireNamed', { name: name(x) })}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
