import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * The timer-expired dialog's Refresh (spec 4: the listed seats become available and nothing stays selected): while it
 * runs the dialog is busy; afterwards the buyer hears that the seats are fresh, or why they are not.
 */
export function useExpiryRefresh(args: {
  refresh(options: { clearSelection: boolean }): Promise<boolean>;
  loadError(): unknown;
  announce(text: string): void;
  report(error: unknown): void;
}) {
  const intl = useIntl();
  const [refreshing, setRefreshing] = useState(false);
  const refreshAfterExpiry = async () => {
    setRefreshing(true);
    const ok = await args.refresh({ clearSelection: true });
    setRefreshing(false);
    if (ok) args.announce(intl.formatMessage({ id: 'seats.announce.refreshed' }));
    else args.report(args.loadError());
  };
  return { refreshing, refreshAfterExpiry };
}
