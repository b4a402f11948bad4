import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current address once rendered. It does what react-router's <Navigate replace> does with the
 * navigate function that links already bring, so the customer pages' entry chunk does not gain <Navigate>.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
