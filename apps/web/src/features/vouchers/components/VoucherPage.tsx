import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { useVoucherView } from '../hooks/use-system-vouchers';
import { VoucherDocument } from './VoucherDocument';
import './vouchers.css';

/** /voucher/{reference}: a gift voucher's page, printable and phone-friendly; the reference in the link is its secret. */
export function VoucherPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const raw = useParams().reference?.trim() ?? '';
  const reference = raw === '' ? null : raw;
  const query = useVoucherView(reference, locale);
  const result = query.data;
  const notFound = reference === null || result?.kind === 'notFound';
  useDocumentTitle(
    result?.kind === 'ok'
      ? intl.formatMessage({ id: 'vouchers.page.documentTitle' }, { reference: result.voucher.reference })
      : notFound
        ? codeText('SYSTEM_VOUCHER_NOT_FOUND')
        : intl.formatMessage({ id: query.isError ? 'vouchers.page.loadError.title' : 'vouchers.page.loading' }),
  );

  let content;
  if (notFound) {
    content = (
      <PageNotice title={codeText('SYSTEM_VOUCHER_NOT_FOUND')} tone="warning" headingLevel={1} testId="voucher-not-found">
        <p>
          <FormattedMessage id="vouchers.page.notFound.body" />
        </p>
      </PageNotice>
    );
  } else if (query.isError) {
    content = (
      <PageLoadFailed
        title={<FormattedMessage id="vouchers.page.loadError.title" />}
        testId="voucher-load-error"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (result?.kind === 'ok') {
    content = <VoucherDocument voucher={result.voucher} />;
  } else {
    content = (
      <PageLoading testId="voucher-loading">
        <FormattedMessage id="vouchers.page.loading" />
      </PageLoading>
    );
  }
  return <div className="voucher-page">{content}</div>;
}
