import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../../components/ui/LocalizedLink';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';
import { LIVE_ROOT } from '../../utils/staff-pages';

/** A monitor the operator's menu does not offer (the reference-prompt admin view for non-administrators). */
export function NotAllowed() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'live.notAllowed.title' }));
  return (
    <div className="notice notice--warning" data-testid="staff-not-allowed">
      <h1 className="notice__title">
        <FormattedMessage id="live.notAllowed.title" />
      </h1>
      <p className="notice__body">
        <FormattedMessage id="live.notAllowed.body" />
      </p>
      <div className="notice__actions">
        <LocalizedLink to={LIVE_ROOT} className="button button--primary">
          <FormattedMessage id="live.notAllowed.back" />
        </LocalizedLink>
      </div>
    </div>
  );
}
