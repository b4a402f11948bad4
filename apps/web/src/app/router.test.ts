import { WEB_ROUTE_PATTERNS } from '@kupa/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every full path the router declares (pathless layout routes add nothing; index routes are their parent). */
function fullPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...fullPaths(route.children ?? [], own)];
  });
}

describe('routes', () => {
  it('declare exactly the web routes the server answers with 200 (spec 2), plus the catch-all', () => {
    const paths = new Set(fullPaths(routes));
    paths.delete('/*');
    expect([...paths].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });
});
