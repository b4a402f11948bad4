import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useCheckoutSettings } from '../../hooks/use-checkout-settings';
import { CheckoutSettingsForm } from './CheckoutSettingsForm';

/** The business's checkout settings (issue 13): login before buying, and the lock timers. */
export function CheckoutSettingsPanel({ businessId }: { businessId: number }) {
  const id = useId();
  const { query, save } = useCheckoutSettings(businessId);
  return (
    <section className="manage-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="manage-panel__title">
        <FormattedMessage id="live.settings.checkout.title" />
      </h2>
      {query.data ? (
        // Keyed by the server's answer: a save's answer starts a fresh draft, a refused save keeps the typed one.
        <CheckoutSettingsForm key={JSON.stringify(query.data)} initial={query.data} onSave={(s) => save.mutate(s)} state={save} />
      ) : query.isError ? (
        <MonitorError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MonitorLoading />
      )}
    </section>
  );
}
