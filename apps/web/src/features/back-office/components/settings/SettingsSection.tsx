import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useBusinessSettings } from '../../hooks/use-business-settings';
import type { SectionProps } from '../../sections';
import { CheckoutSettingsPanel } from './CheckoutSettingsPanel';
import { FormsEditor } from './FormsEditor';
import { SettingsForm } from './SettingsForm';
import { TextsPanel } from './TextsPanel';

/** Business settings (issue 13): login methods and order cancellation, checkout, languages and texts, then the customer forms of spec 3. */
export function SettingsSection({ businessId }: SectionProps) {
  const { query, save } = useBusinessSettings(businessId);
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-settings-title">
        <h2 id="manage-settings-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.settings" />
        </h2>
        {query.data ? (
          // Keyed by what the server answered: a save's answer starts a fresh draft, a refused save keeps the typed one.
          <SettingsForm key={JSON.stringify(query.data)} initial={query.data} onSave={(s) => save.mutate(s)} state={save} />
        ) : query.isError ? (
          <MonitorError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <MonitorLoading />
        )}
      </section>
      <CheckoutSettingsPanel businessId={businessId} />
      <TextsPanel businessId={businessId} />
      <FormsEditor businessId={businessId} />
    </>
  );
}
