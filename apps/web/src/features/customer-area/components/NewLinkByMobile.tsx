import { normaliseIsraeliMobile } from '@kupa/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { FormTextField } from '../../checkout';
import type { useNewLink } from '../hooks/use-new-link';

/**
 * The new link of a link that is not one (CUSTOMER_TOKEN_ERROR: its token names nobody): the customer types their
 * mobile number and the link goes to the contact on file of that number's account.
 */
export function NewLinkByMobile({ link }: { link: ReturnType<typeof useNewLink> }) {
  const intl = useIntl();
  const id = useId();
  const [mobile, setMobile] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = normaliseIsraeliMobile(mobile);
    if (!normalised) {
      link.setError(intl.formatMessage({ id: 'login.mobileInvalid' }));
      return;
    }
    void link.send({ mobileNumber: normalised });
  }
  return (
    <form className="customer-login__form" noValidate onSubmit={submit} data-testid="customer-token-new-link">
      <FormTextField
        id={`${id}-mobile`}
        label={intl.formatMessage({ id: 'login.mobile' })}
        value={mobile}
        required
        error={link.error}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        testId="customer-token-mobile"
        onChange={setMobile}
      />
      <button type="submit" className="button button--primary" data-testid="customer-token-resend" disabled={link.busy}>
        {link.busy && <Spinner />}
        <FormattedMessage id="customerArea.token.sendNew" />
      </button>
    </form>
  );
}
