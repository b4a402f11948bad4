import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The filters of a monitor page: a search landmark whose fields apply as they change. */
export function FilterBar({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <form
      className="live-filters"
      role="search"
      aria-label={intl.formatMessage({ id: 'live.filters.label' })}
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      {children}
    </form>
  );
}
