import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { PageNotice } from '../../../components/ui/PageNotice';
import './customer-area.css';

/** /customer/{token}: a login link (spec 2, 4 "Login link tokens"). */
export function TokenLoginPage({ token }: { token: string }) {
  return (
    <PageNotice
      title={<FormattedMessage id="customerArea.token.errorTitle" />}
      tone="warning"
      headingLevel={1}
      testId="customer-token-error"
      action={
        <LocalizedLink to="/customer" className="button button--primary">
          <FormattedMessage id="customerArea.token.toLogin" />
        </LocalizedLink>
      }
    >
      <p data-token-length={token.length}>
        <FormattedMessage id="customerArea.token.errorBody" />
      </p>
    </PageNotice>
  );
}
