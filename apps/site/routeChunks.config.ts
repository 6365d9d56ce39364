import type { Plugin, Rolldown } from 'vite';

/** Where the browser build writes the route chunk map (served by the API from `dist/client`). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The route chunk map of one browser build: for each page module (`src/routes/<name>.tsx`, the key
 * `RouteHandle.module` and the build manifest use), the URL paths of the JavaScript files it needs
 * (its chunk and their static imports) that every page loads anyway: the entry, `src/start.tsx`
 * and the root layout `src/App.tsx`, with their static imports.
 * @param bundle the client bundle (Rolldown's `generateBundle` argument)
 * @param root the site's Vite root (absolute), to name modules relative to it
 * @returns e.g. `{ "src/routes/convoys.tsx": ["/assets/convoys-Ab12.js", "/assets/cards-Cd34.js"] }`
 */
export function routeChunkMap(bundle: Rolldown.OutputBundle, root: string): Record<string, string[]> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) walk(imported, into);
  };
  const prefix = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/`;
  const atBoot = new Set<string>();
  for (const chunk of chunks.values()) {
    const id = chunk.facadeModuleId?.replace(/\\/g, '/');
    if (chunk.isEntry || id === `${prefix}src/start.tsx` || id === `${prefix}src/App.tsx`)
      walk(chunk.fileName, atBoot);
  }
  const map: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const id = chunk.facadeModuleId?.replace(/\\/g, '/');
    if (!id?.startsWith(prefix) || !/^src\/routes\/[^/]+\.tsx$/.test(id.slice(prefix.length))) continue;
    const files = new Set<string>();
    walk(chunk.fileName, files);
    map[id.slice(prefix.length)] = [...files].filter((file) => !atBoot.has(file)).map((file) => `/${file}`);
  }
  return map;
}

/**
 * Writes {@link ROUTE_CHUNKS_FILE} beside the browser build (issue #8 point 3, "route chunks
 * prefetch on link hover/viewport"): with it, a link scrolled into view prefetches its route's files
 * as `<link rel="modulepreload">` (fetched and compiled, not run), instead of importing the route,
 * which would run every module of it on the main thread while the visitor reads the page (`src/prefetch.ts`).
 */
export function routeChunks(): Plugin {
  let root = '';
  return {
    name: 'gari-route-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunkMap(bundle, root)),
      });
    },
  };
}
