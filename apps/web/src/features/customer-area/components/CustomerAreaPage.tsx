import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useCustomerSession } from '../hooks/use-customer-session';
import { useLoginMethods } from '../hooks/use-login-methods';
import { customerAreaSections, sectionById } from '../sections';
import { CustomerAreaShell } from './CustomerAreaShell';
import { LoginScreen } from './LoginScreen';
import { TokenLoginPage } from './TokenLoginPage';
import './customer-area.css';

/**
 * /customer and /customer/{tokenOrSection} (spec 2): a known section id shows that section of the area (the login
 * first when nobody is logged in); anything else is a login link token.
 */
export function CustomerAreaPage() {
  const { tokenOrSection } = useParams();
  const section = tokenOrSection === undefined ? customerAreaSections[0] : sectionById(tokenOrSection);
  if (tokenOrSection !== undefined && !section) return <TokenLoginPage token={tokenOrSection} />;
  return <CustomerAreaGate section={section} />;
}

function CustomerAreaGate({ section }: { section: (typeof customerAreaSections)[number] | undefined }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'customerArea.title' }));
  const session = useCustomerSession();
  const methods = useLoginMethods();
  const [notice, setNotice] = useState<string | null>(null);
  if (session.failed)
    return (
      <PageLoadFailed
        title={<FormattedMessage id="customerArea.loadFailed" />}
        error={null}
        onRetry={() => void session.refresh()}
        testId="customer-area-failed"
      />
    );
  if (!session.known)
    return (
      <PageLoading testId="customer-area-loading">
        <FormattedMessage id="customerArea.loading" />
      </PageLoading>
    );
  if (!session.customerInfo) return <LoginScreen methods={methods} notice={notice} onLoggedIn={() => setNotice(null)} />;
  return (
    <CustomerAreaShell
      customer={session.customerInfo}
      section={section}
      onLogout={async () => {
        await session.logout();
        setNotice(intl.formatMessage({ id: 'customerArea.logout.done' }));
      }}
    />
  );
}
