import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../../../lib/config/config-context';
import type { PageRefresh } from '../../hooks/use-page-refresh';

/** The Refresh button and the time the figures on screen were fetched (cached answers show their own time). */
export function RefreshBar({ refresh }: { refresh: PageRefresh }) {
  const { updatedAt, refreshing } = refresh;
  const onRefresh = () => void refresh.refresh();
  const intl = useIntl();
  const { timeZone } = useAppConfig();
  const time = updatedAt === null ? null : new Date(updatedAt);
  return (
    <div className="refresh-bar">
      <p className="refresh-bar__time" aria-live="polite" data-testid="updated-at">
        {refreshing ? (
          <FormattedMessage id="live.refresh.refreshing" />
        ) : time ? (
          <FormattedMessage
            id="live.refresh.updatedAt"
            values={{
              time: (
                <time dateTime={time.toISOString()}>
                  {intl.formatTime(time, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}
                </time>
              ),
            }}
          />
        ) : null}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        data-testid="refresh-button"
        aria-busy={refreshing}
        onClick={onRefresh}
      >
        <FormattedMessage id="live.refresh.button" />
      </button>
    </div>
  );
}
