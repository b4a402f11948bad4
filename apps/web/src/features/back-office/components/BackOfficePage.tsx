import type { StaffSession } from '@kupa/contracts';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { MonitorLoading } from '../../live-dashboard';
import { sectionAllowed, sectionByPath } from '../sections';
import { managedBusinessIds, roleOfSession } from '../utils/session-roles';
import { BUSINESS_PARAM, businessOf, sectionPathOf } from '../utils/manage-route';
import { BusinessSelect } from './BusinessSelect';
import { SectionNav } from './SectionNav';
import './back-office.css';

/**
 * /kupa-live/manage/{section}?business={id}: the back office's frame — the business being managed (one of the
 * session's that the user runs), the sections their role there may open and the chosen section's page (ADR 0014,
 * 0016).
 */
export function BackOfficePage({ session }: { session: StaffSession }) {
  const intl = useIntl();
  const splat = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  useDocumentTitle(intl.formatMessage({ id: 'live.manage.title' }));
  const sectionPath = sectionPathOf(splat);
  const section = sectionPath === null ? null : sectionByPath(sectionPath);
  const managed = managedBusinessIds(session);
  const businessId = businessOf(search.get(BUSINESS_PARAM), managed.length > 0 ? managed : session.businessIds);
  if (!section || businessId === null) return <NotFoundPage />;
  const role = roleOfSession(session, businessId);
  if (!role || !sectionAllowed(section, role)) {
    return (
      <div className="notice notice--warning" role="alert" data-testid="manage-not-admin">
        <p className="notice__body">
          <FormattedMessage id="live.manage.notAdmin" />
        </p>
      </div>
    );
  }
  return (
    <div className="back-office" data-testid="back-office">
      <div className="back-office__head">
        <h1 className="live-page__title">
          <FormattedMessage id="live.manage.title" />
        </h1>
        <BusinessSelect
          businesses={session.businesses.filter((b) => managed.includes(b.BusinessId))}
          businessId={businessId}
          section={section.key}
        />
      </div>
      <SectionNav current={section.key} businessId={businessId} role={role} />
      <Suspense fallback={<MonitorLoading />}>
        <section.Page key={businessId} session={session} businessId={businessId} />
      </Suspense>
    </div>
  );
}
