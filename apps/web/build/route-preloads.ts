import type { Plugin } from 'vite';

/** A client route whose chunks the server names in the page's HTML, so they download with the entry chunk. */
export interface RoutePreload {
  /** Matches the path of the pages of this route (a regular expression's source, read by the server). */
  path: string;
  /** The route's modules (src-relative paths) as the router imports them. */
  modules: readonly string[];
}

/** The file the server reads (apps/server/src/http/web-app.ts): route path → the chunk and style files to preload. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes dist/route-preloads.json: for each route named, the JS chunks its lazy modules load (their static imports,
 * transitively) and their stylesheets, without what the entry chunk already loads. The server adds them as
 * <link rel="modulepreload"> and <link rel="preload" as="style"> to the HTML of that route's pages (issue 12: the
 * order page's ~30 chunks used to start only after the entry chunk had run and the router had matched).
 */
export function routePreloads(routes: readonly RoutePreload[]): Plugin {
  return {
    name: 'kupa-route-preloads',
    apply: 'build',
    enforce: 'post',
    // After the CSS plugin's generateBundle, which drops the chunks that only carried styles.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: readonly string[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const next of byFile.get(file)?.imports ?? []) visit(next);
          };
          start.forEach(visit);
          return seen;
        };
        const loadedFirst = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const answer = routes.map((route) => {
          const starts = route.modules.map((module) => {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/src/${module}`)));
            if (!chunk) throw new Error(`route-preloads: no chunk for src/${module}`);
            return chunk.fileName;
          });
          const files = [...closure(starts)].filter((f) => !loadedFirst.has(f));
          const styles = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return { path: route.path, scripts: files.map((f) => `/${f}`), styles: [...new Set(styles)].map((f) => `/${f}`) };
        });
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify({ routes: answer }, null, 2)}\n` });
      },
    },
  };
}
