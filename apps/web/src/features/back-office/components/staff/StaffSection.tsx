import type { ManagedStaffUser } from '@kupa/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useStaffUsers, type StaffChange } from '../../hooks/use-staff-users';
import type { SectionProps } from '../../sections';
import { StaffList } from './StaffList';
import { StaffUserForm } from './StaffUserForm';
import { TemporaryPassword } from './TemporaryPassword';

/** Staff users and roles (issue 13, ADR 0016): the business's staff and a new user's form, for its admins. */
export function StaffSection({ businessId }: SectionProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { query, create, change } = useStaffUsers(businessId);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<{ change: StaffChange; user: ManagedStaffUser } | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const run = (c: StaffChange, user: ManagedStaffUser) => {
    setShown(null);
    change.mutate(c, { onSuccess: (password) => password && setShown({ username: user.username, password }) });
  };
  // Removal is the one change an admin cannot simply undo from this list: asked once more.
  const apply = (c: StaffChange, user: ManagedStaffUser) => (c.kind === 'remove' ? setRemoving({ change: c, user }) : run(c, user));
  const removingName = removing ? `${removing.user.firstName} ${removing.user.lastName}` : '';
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-staff-form-title">
        <h2 id="manage-staff-form-title" className="manage-panel__title">
          <FormattedMessage id="live.staff.addTitle" />
        </h2>
        <StaffUserForm
          key={formKey}
          state={create}
          onSave={(input) => {
            setShown(null);
            create.mutate(input, {
              onSuccess: (created) => {
                setShown({ username: created.user.username, password: created.temporaryPassword });
                setFormKey((k) => k + 1);
              },
            });
          }}
        />
      </section>
      {shown && <TemporaryPassword username={shown.username} password={shown.password} />}
      <section className="manage-panel" aria-labelledby="manage-staff-title">
        <h2 id="manage-staff-title" className="manage-panel__title">
          <FormattedMessage id="live.staff.listTitle" />
        </h2>
        <p className="manage-form__status" aria-live="polite" data-testid="staff-change-status">
          {change.error ? (
            <span className="field__hint" role="alert">
              {intl.formatMessage({ id: 'live.staff.actionFailed' }, { reason: failureText(change.error) })}
            </span>
          ) : change.isSuccess && !change.isPending ? (
            <FormattedMessage id="live.staff.done" />
          ) : null}
        </p>
        <StaffList users={query.data.users} busy={change.isPending} onChange={apply} />
      </section>
      <ConfirmDialog
        open={removing !== null}
        testId="staff-remove-dialog"
        title={<FormattedMessage id="live.staff.removeNamed" values={{ name: removingName }} />}
        body={<FormattedMessage id="live.staff.removeConfirm" values={{ name: removingName }} />}
        cancelLabel={<FormattedMessage id="live.staff.removeKeep" />}
        confirmLabel={<FormattedMessage id="live.staff.remove" />}
        onConfirm={async () => {
          if (removing) run(removing.change, removing.user);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
