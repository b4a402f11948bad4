import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The error a route boundary caught; logged once, since the page itself only says "Error Occurred". */
export function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status !== 404) console.error('Route error', error);
  }, [error]);
  return error;
}
