import { externalTargetOf, isAllowedExternalTarget } from '@kupa/contracts';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { ExternalLinkRefusedPage } from '../../components/errors/ExternalLinkRefusedPage';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Spinner } from '../../components/ui/Spinner';
import { useAppConfig } from '../../lib/config/config-context';

/**
 * Unknown paths: "/http…" leaves for that address when a tenant allows its origin (spec 2), and otherwise says the
 * link is not allowed (never an open redirect); anything else is the 404 page.
 */
export function CatchAllRoute() {
  const location = useLocation();
  const { externalLinkOrigins } = useAppConfig();
  const target = externalTargetOf(location.pathname, location.search, location.hash);
  const allowed = target !== null && isAllowedExternalTarget(target, externalLinkOrigins);
  useEffect(() => {
    if (allowed) window.location.replace(target);
  }, [allowed, target]);
  if (!target) return <NotFoundPage />;
  if (!allowed) return <ExternalLinkRefusedPage address={target} />;
  return (
    <p className="status-page" role="status">
      <Spinner />
      <FormattedMessage id="redirect.leaving" values={{ address: <bdi dir="ltr">{target}</bdi> }} />
    </p>
  );
}
