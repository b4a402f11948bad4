import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MonitorError, MonitorLoading } from '../../../live-dashboard';
import { useVoucherClasses } from '../../hooks/use-offers';
import type { SectionProps } from '../../sections';
import { EMPTY_VOUCHER_CLASS, voucherClassDraftOf } from '../../utils/voucher-class-draft';
import { VoucherClassForm } from './VoucherClassForm';
import { VoucherClassList } from './VoucherClassList';

/** Gift-voucher classes (issue 13): the business's classes and the form of a new one or of the one chosen, with its prices. */
export function VoucherClassesSection({ businessId }: SectionProps) {
  const { query, save } = useVoucherClasses(businessId);
  const [editing, setEditing] = useState<number | null>(null);
  if (query.isError) return <MonitorError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <MonitorLoading />;
  const { classes } = query.data;
  const voucherClass = editing === null ? undefined : classes.find((c) => c.id === editing);
  const choose = (id: number | null) => {
    save.reset();
    setEditing(id);
  };
  return (
    <>
      <section className="manage-panel" aria-labelledby="manage-voucherClass-form-title">
        <h2 id="manage-voucherClass-form-title" className="manage-panel__title">
          <FormattedMessage
            id={voucherClass ? 'live.vouchers.editTitle' : 'live.vouchers.addTitle'}
            values={{ name: voucherClass?.nameHe ?? '' }}
          />
        </h2>
        <VoucherClassForm
          key={voucherClass ? `${voucherClass.id}:${JSON.stringify(voucherClass)}` : 'new'}
          initial={voucherClass ? voucherClassDraftOf(voucherClass) : EMPTY_VOUCHER_CLASS}
          onSave={(input) => save.mutate({ id: voucherClass?.id ?? null, input }, { onSuccess: (saved) => setEditing(saved.id) })}
          state={save}
        />
        {voucherClass && (
          <button type="button" className="button button--secondary" data-testid="voucherClass-new" onClick={() => choose(null)}>
            <FormattedMessage id="live.vouchers.addAnother" />
          </button>
        )}
      </section>
      <section className="manage-panel" aria-labelledby="manage-vouchers-title">
        <h2 id="manage-vouchers-title" className="manage-panel__title">
          <FormattedMessage id="live.manage.section.vouchers" />
        </h2>
        <VoucherClassList classes={classes} editing={editing} onEdit={choose} />
      </section>
    </>
  );
}
