import type { StaffDonation } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { shekelsText } from '../../utils/money-text';

/** The business's donation choices with their amounts and state; the one being edited is marked. */
export function DonationList({
  donations,
  editing,
  onEdit,
}: {
  donations: readonly StaffDonation[];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = (d: StaffDonation) => (locale === 'he' ? d.nameHe : d.nameEn);
  const amounts = (d: StaffDonation) => {
    const fixed = d.amountsAgorot.map((a) => `₪${shekelsText(a)}`).join(', ');
    if (!d.custom) return fixed;
    const range = intl.formatMessage(
      { id: 'live.donations.customRange' },
      { min: shekelsText(d.custom.minAgorot), max: shekelsText(d.custom.maxAgorot) },
    );
    return fixed === '' ? range : `${fixed}; ${range}`;
  };
  return (
    <table className="manage-table" data-testid="donation-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.donations.name' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.donations.amountsColumn' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.donations.state' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.donations.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {donations.map((d) => (
          <tr key={d.id} data-testid="donation-row" data-donation-id={d.id} aria-current={d.id === editing || undefined}>
            <th scope="row">{name(d)}</th>
            <td>{amounts(d)}</td>
            <td>{intl.formatMessage({ id: d.isActive ? 'live.donations.onSale' : 'live.donations.retired' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(d.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.donations.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.donations.editNamed' }, { name: name(d) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
