import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useBusinessTexts } from '../../hooks/use-business-texts';
import { TextsSettingsForm } from './TextsSettingsForm';

/** The business's languages and text overrides (issue 13, ADR 0017). */
export function TextsPanel({ businessId }: { businessId: number }) {
  const id = useId();
  const { query, save } = useBusinessTexts(businessId);
  return (
    <section className="manage-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="manage-panel__title">
        <FormattedMessage id="live.settings.texts.title" />
      </h2>
      {query.data ? (
        // Keyed by the server's answer: a save's answer starts a fresh draft, a refused save keeps the typed one.
        <TextsSettingsForm key={JSON.stringify(query.data)} initial={query.data} onSave={(t) => save.mutate(t)} state={save} />
      ) : query.isError ? (
        <MonitorError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <MonitorLoading />
      )}
    </section>
  );
}
