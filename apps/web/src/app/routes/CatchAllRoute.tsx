import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { Spinner } from '../../components/ui/Spinner';
import { externalTargetOf } from '../../lib/routing/external-target';

/** Unknown paths: "/http…" leaves for that address (spec 2); anything else is the 404 page. */
export function CatchAllRoute() {
  const location = useLocation();
  const target = externalTargetOf(location.pathname, location.search, location.hash);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  if (!target) return <NotFoundPage />;
  return (
    <p className="status-page" role="status">
      <Spinner />
      <FormattedMessage id="redirect.leaving" values={{ address: <bdi dir="ltr">{target}</bdi> }} />
    </p>
  );
}
