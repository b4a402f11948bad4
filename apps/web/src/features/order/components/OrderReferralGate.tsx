import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { PageLoading } from '../../../components/ui/PageLoadStates';
import { PageNotice } from '../../../components/ui/PageNotice';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { OrderReferralContext, orderReferralFromSearch } from '../../../lib/referral/order-referral';
import { rememberPartnerReturn } from '../../../lib/referral/partner-return';
import { useMiniSiteName } from '../../mini-site';
import { useIntegration } from '../hooks/use-integration';

/**
 * The order of a presentation as it came: through a mini site (its prices) or a partner's link. A partner's link is
 * checked first (spec 5, made only with TS, ret and key all present); a bad or expired one shows why instead of the
 * order (spec 8: integration data error, so the event cannot be shown), and nothing is bought through it.
 */
export function OrderReferralGate({ presentationId, children }: { presentationId: number; children: ReactNode }) {
  const { search } = useLocation();
  const { locale } = useLocale();
  const failureText = useFailureText();
  const referral = useMemo(() => orderReferralFromSearch(search), [search]);
  const integration = useIntegration(referral.integration, locale);
  const miniSiteName = useMiniSiteName(referral.referralMiniSiteId, locale);
  const partner = integration.data;
  useEffect(() => {
    if (partner?.partnerName && partner.returnUrl)
      rememberPartnerReturn(presentationId, { partnerName: partner.partnerName, returnUrl: partner.returnUrl });
  }, [presentationId, partner]);

  if (referral.integration && integration.isError) {
    return (
      <PageNotice title={<FormattedMessage id="order.integration.refused" />} tone="warning" testId="order-integration-refused">
        <p data-testid="order-error">{failureText(integration.error)}</p>
      </PageNotice>
    );
  }
  if (referral.integration && !partner) {
    return (
      <PageLoading testId="order-integration-loading">
        <FormattedMessage id="order.loading" />
      </PageLoading>
    );
  }
  return (
    <OrderReferralContext.Provider value={referral}>
      {miniSiteName && (
        <p className="order-partner" data-testid="order-mini-site">
          <FormattedMessage id="order.miniSite.through" values={{ site: miniSiteName }} />
        </p>
      )}
      {partner?.partnerName && (
        <p className="order-partner" data-testid="order-partner">
          <FormattedMessage id="order.integration.from" values={{ partner: partner.partnerName }} />
        </p>
      )}
      {children}
    </OrderReferralContext.Provider>
  );
}
