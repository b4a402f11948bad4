import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfigContext } from '../lib/config/config-context';
import type { InitialState } from '../lib/config/initial-state';
import { createAppRouter } from './router';

/** Providers that do not depend on the URL; the locale is resolved per route (RootRoute). */
export function App({ config }: { config: InitialState }) {
  const [router] = useState(createAppRouter);
  return (
    <ConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </ConfigContext.Provider>
  );
}
