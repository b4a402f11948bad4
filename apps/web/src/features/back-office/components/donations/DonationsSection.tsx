import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useDonations } from '../../hooks/use-memberships';
import type { SectionProps } from '../../sections';
import { EMPTY_DONATION, donationDraftOf } from '../../utils/donation-draft';
import { DonationForm } from './DonationForm';
import { DonationList } from './DonationList';

/** Donation choices (issue 13): the business's choices and the form of a new one or of the one chosen. */
export function DonationsSection({ businessId }: SectionProps) {
  const { locale } = useLocale();
  const { query, save } = useDonations(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { donations } = query.data;
  const donation = editing === null ? undefined : donations.find((m) => m.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-donation-form-title">
        <h2 id="manage-donation-form-title" className="manage-panel__title">
          <FormattedMessage
            id={donation ? 'live.donations.editTitle' : 'live.donations.addTitle'}
            values={{ name: (locale === 'he' ? donation?.nameHe : donation?.nameEn) ?? '' }}
          />
        </h2>
        <DonationForm
          key={donation ? `${donation.id}:${JSON.stringify(donation)}` : 'new'}
          initial={donation ? donationDraftOf(donation) : EMPTY_DONATION}
          onSave={(input) => save.mutate({ id: donation?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {donation && (
          <button type="button" className="button button--secondary" data-testid="donation-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.donations.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-donations-title">
        <h2 id="manage-donations-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.donations" />
        </h2>
        <DonationList donations={donations} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
