import type { StaffProduct } from '@kupa/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { shekelsText } from '../../utils/money-text';

/** The business's products, each with its price, state and Edit button; the one being edited is marked. */
export function ProductList({
  products,
  editing,
  onEdit,
}: {
  products: readonly StaffProduct[];
  editing: number | null;
  onEdit(id: number): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = (p: StaffProduct) => (locale === 'he' ? p.nameHe : p.nameEn);
  return (
    <table className="manage-table" data-testid="product-list">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'live.products.name' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.products.price' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'live.products.state' })}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage({ id: 'live.products.edit' })}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id} data-testid="product-row" data-product-id={p.id} aria-current={p.id === editing || undefined}>
            <th scope="row">{name(p)}</th>
            <td>{shekelsText(p.priceAgorot)}</td>
            <td>{intl.formatMessage({ id: p.isActive ? 'live.products.onSale' : 'live.products.retired' })}</td>
            <td>
              <button type="button" className="button button--secondary button--small" onClick={() => onEdit(p.id)}>
                <span aria-hidden="true">{intl.formatMessage({ id: 'live.products.edit' })}</span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'live.products.editNamed' }, { name: name(p) })}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
