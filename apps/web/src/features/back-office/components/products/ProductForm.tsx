import type { ProductInput, StaffProductsResponse } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { productFieldOf, productInputOf, type ProductDraft, type ProductTextField } from '../../utils/product-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextFields } from '../TextField';
import { useDraftForm } from '../../hooks/use-draft-form';

const TEXTS: ReadonlyArray<readonly [ProductTextField, LiveMessageKey, Partial<{ lang: 'he' | 'en'; inputMode: 'numeric' }>]> = [
  ['nameHe', 'live.products.nameHe', { lang: 'he' }],
  ['nameEn', 'live.products.nameEn', { lang: 'en' }],
  ['category', 'live.products.category', { lang: 'en' }],
  ['price', 'live.products.price', { inputMode: 'numeric' }],
  ['sortOrder', 'live.products.sortOrder', { inputMode: 'numeric' }],
];

/** A product's form: names, category, price, order, the locations selling it and whether it is on sale. */
export function ProductForm({
  initial,
  locations,
  onSave,
  state,
}: {
  initial: ProductDraft;
  locations: StaffProductsResponse['locations'];
  onSave(input: ProductInput): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { draft, change, submit, problem } = useDraftForm({ initial, read: productInputOf, state, onSave, fieldOf: productFieldOf });
  const toggle = (id: number, on: boolean) =>
    change({ ...draft, locationIds: on ? [...draft.locationIds, id].sort((a, b) => a - b) : draft.locationIds.filter((l) => l !== id) });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="product-form">
      <div className="manage-form__row">
        <TextFields specs={TEXTS} draft={draft} problem={problem} onChange={change} testIdPrefix="product" />
      </div>
      <fieldset className="manage-form__row" aria-invalid={problem === 'locationIds' || undefined} data-testid="product-locations">
        <legend className="field__label">
          <FormattedMessage id="live.products.locations" />
        </legend>
        {locations.map((l) => {
          const name = locale === 'he' ? l.nameHe : l.nameEn;
          return (
            <label key={l.id} className="manage-form__check">
              <input type="checkbox" checked={draft.locationIds.includes(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />
              {l.isOffline ? intl.formatMessage({ id: 'live.products.offline' }, { name }) : name}
            </label>
          );
        })}
      </fieldset>
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.isActive}
          data-testid="product-isActive"
          onChange={(e) => change({ ...draft, isActive: e.target.checked })}
        />
        <FormattedMessage id="live.products.isActive" />
      </label>
      <SaveBar state={state} testId="product" />
    </form>
  );
}
