import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useMemberships } from '../../hooks/use-memberships';
import type { SectionProps } from '../../sections';
import { EMPTY_MEMBERSHIP, membershipDraftOf } from '../../utils/membership-draft';
import { MembershipForm } from './MembershipForm';
import { MembershipList } from './MembershipList';

/** Membership types (issue 13): the business's types and the form of a new one or of the one chosen, with its prices. */
export function MembershipsSection({ businessId }: SectionProps) {
  const { locale } = useLocale();
  const { query, save } = useMemberships(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { memberships } = query.data;
  const membership = editing === null ? undefined : memberships.find((m) => m.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-membership-form-title">
        <h2 id="manage-membership-form-title" className="manage-panel__title">
          <FormattedMessage
            id={membership ? 'live.memberships.editTitle' : 'live.memberships.addTitle'}
            values={{ name: (locale === 'he' ? membership?.nameHe : membership?.nameEn) ?? '' }}
          />
        </h2>
        <MembershipForm
          key={membership ? `${membership.id}:${JSON.stringify(membership)}` : 'new'}
          initial={membership ? membershipDraftOf(membership) : EMPTY_MEMBERSHIP}
          onSave={(input) => save.mutate({ id: membership?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {membership && (
          <button type="button" className="button button--secondary" data-testid="membership-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.memberships.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-memberships-title">
        <h2 id="manage-memberships-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.memberships" />
        </h2>
        <MembershipList memberships={memberships} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
