import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useProducts } from '../../hooks/use-offers';
import type { SectionProps } from '../../sections';
import { EMPTY_PRODUCT, productDraftOf } from '../../utils/product-draft';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';

/** Products and concessions (issue 13): the business's list and the form of a new one or of the one chosen. */
export function ProductsSection({ businessId }: SectionProps) {
  const { query, save } = useProducts(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { products, locations } = query.data;
  const product = editing === null ? undefined : products.find((p) => p.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-product-form-title">
        <h2 id="manage-product-form-title" className="manage-panel__title">
          <FormattedMessage id={product ? 'live.products.editTitle' : 'live.products.addTitle'} values={{ name: product?.nameHe ?? '' }} />
        </h2>
        <ProductForm
          key={product ? `${product.id}:${JSON.stringify(product)}` : 'new'}
          initial={product ? productDraftOf(product) : EMPTY_PRODUCT}
          locations={locations}
          onSave={(input) => save.mutate({ id: product?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {product && (
          <button type="button" className="button button--secondary" data-testid="product-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.products.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-products-title">
        <h2 id="manage-products-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.products" />
        </h2>
        <ProductList products={products} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
