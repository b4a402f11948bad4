import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { Spinner } from '../../../components/ui/Spinner';
import { useDocumentTitle } from '../../../lib/i18n/use-document-title';
import { useNewLink } from '../hooks/use-new-link';
import { useTokenLogin, type TokenProblem } from '../hooks/use-token-login';
import { NewLinkByMobile } from './NewLinkByMobile';
import './customer-area.css';

const TEXTS = {
  redeemed: { title: 'customerArea.token.redeemedTitle', body: 'customerArea.token.redeemedBody' },
  expired: { title: 'customerArea.token.expiredTitle', body: 'customerArea.token.expiredBody' },
  error: { title: 'customerArea.token.errorTitle', body: 'customerArea.token.errorBody' },
  failed: { title: 'customerArea.token.failedTitle', body: 'customerArea.token.failedBody' },
} as const satisfies Record<TokenProblem, { title: string; body: string }>;

/** /customer/{token}: a login link (spec 4 "Login link tokens") signs the customer in once, or says why not. */
export function TokenLoginPage({ token }: { token: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'area.customerLink' }));
  const { problem, retry } = useTokenLogin(token);
  if (!problem)
    return (
      <PageLoading testId="customer-token-loading">
        <FormattedMessage id="customerArea.token.signingIn" />
      </PageLoading>
    );
  return <TokenProblemNotice token={token} problem={problem} onRetry={retry} />;
}

/**
 * A link that did not sign in, each state with its own screen and a way to ask for a new link: a used or expired link
 * sends one to the contact on file of its customer; a link that is not one asks for the mobile number first.
 */
function TokenProblemNotice({ token, problem, onRetry }: { token: string; problem: TokenProblem; onRetry(): void }) {
  const link = useNewLink();
  const resendsByToken = problem === 'redeemed' || problem === 'expired';
  return (
    <PageNotice
      title={<FormattedMessage id={TEXTS[problem].title} />}
      tone="warning"
      headingLevel={1}
      testId={`customer-token-${problem}`}
      action={
        <>
          {resendsByToken && !link.sent && (
            <button
              type="button"
              className="button button--primary"
              data-testid="customer-token-resend"
              disabled={link.busy}
              onClick={() => void link.send({ token })}
            >
              {link.busy && <Spinner />}
              <FormattedMessage id="customerArea.token.sendNew" />
            </button>
          )}
          {problem === 'failed' && (
            <button type="button" className="button button--primary" data-testid="retry-button" onClick={onRetry}>
              <FormattedMessage id="common.tryAgain" />
            </button>
          )}
          <LocalizedLink to="/customer" className="button button--secondary" data-testid="customer-token-to-login">
            <FormattedMessage id="customerArea.token.toLogin" />
          </LocalizedLink>
        </>
      }
    >
      <p>
        <FormattedMessage id={TEXTS[problem].body} />
      </p>
      {problem === 'error' && !link.sent && <NewLinkByMobile link={link} />}
      <p role="status" data-testid="customer-token-resent">
        {link.sent && <FormattedMessage id={link.sent === 'sms' ? 'customerArea.token.sentSms' : 'customerArea.token.sentEmail'} />}
      </p>
      {resendsByToken && link.error && (
        <p role="alert" className="field__error" data-testid="customer-token-resend-error">
          {link.error}
        </p>
      )}
    </PageNotice>
  );
}
