import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { useLoggedRouteError } from './use-logged-route-error';

/** Errors of a page (including a chunk that failed again after the one reload), shown inside the layout. */
export function PageErrorBoundary() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
