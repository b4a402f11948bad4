import { useIntl } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { useSystemVouchers } from '../hooks/use-system-vouchers';
import { VoucherChoiceForm } from './VoucherChoiceForm';
import './vouchers.css';

/** /system-vouchers: the gift vouchers on sale, listed by class (spec 9 ByClass), to choose and pay for. */
export function SystemVouchersPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const query = useSystemVouchers(locale);
  useDocumentTitle(intl.formatMessage({ id: 'vouchers.title' }));

  if (query.isError) {
    return (
      <div className="vouchers-page">
        <PageLoadFailed
          title={<FormattedMessage id="vouchers.loadError.title" />}
          testId="vouchers-load-error"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="vouchers-page">
        <PageLoading testId="vouchers-loading">
          <FormattedMessage id="vouchers.loading" />
        </PageLoading>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="vouchers-page">
        <PageNotice title={intl.formatMessage({ id: 'vouchers.title' })} headingLevel={1} testId="vouchers-none">
          <p>{codeText('VOUCHERS_NONE_AVAILABLE')}</p>
        </PageNotice>
      </div>
    );
  }
  return (
    <div className="vouchers-page" data-testid="vouchers-page">
      <header className="vouchers-page__header">
        <h1 className="vouchers-page__title">
          <FormattedMessage id="vouchers.title" />
        </h1>
        <p>
          <FormattedMessage id="vouchers.intro" values={{ max: 10 }} />
        </p>
      </header>
      <VoucherChoiceForm classes={query.data} />
    </div>
  );
}
