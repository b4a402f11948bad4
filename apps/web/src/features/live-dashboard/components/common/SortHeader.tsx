import { FormattedMessage } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import type { SortDirection } from '../../utils/sort-rows';

interface SortHeaderProps {
  label: AnyMessageKey;
  numeric: boolean;
  sortable: boolean;
  direction: SortDirection | null;
  onSort: () => void;
}

/** A column header; a sortable one is a button, and the header cell tells the order with aria-sort. */
export function SortHeader({ label, numeric, sortable, direction, onSort }: SortHeaderProps) {
  return (
    <th scope="col" className={numeric ? 'data-table__num' : undefined} aria-sort={sortable ? (direction ?? 'none') : undefined}>
      {sortable ? (
        <button type="button" className="sort-button" data-sort={direction ?? 'none'} onClick={onSort}>
          <FormattedMessage id={label} />
          <span className="sort-button__icon" aria-hidden="true" />
        </button>
      ) : (
        <FormattedMessage id={label} />
      )}
    </th>
  );
}
