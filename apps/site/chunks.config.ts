import type { Rolldown } from 'vite';

/**
 * Common chunks smaller than this (bytes of their modules' source after transforms, before
 * minification) are copied into each chunk that uses them instead of being files of their own.
 */
export const INLINE_COMMON_BELOW = 40_000;

/** Feature folders whose styles every page needs (the chrome, the shared page atoms and parts). */
const BOOT_STYLE_FOLDERS = new Set(['app', 'chrome', 'shared']);

/**
 * The chunk of a vanilla-extract class-name module (`*.css.ts`, and its virtual stylesheet): a feature
 * folder's own styles (`packages/features/src/<folder>/`) are `styles-<folder>`, loaded with the
 * routes that use them; the rest (`@gari/ui`, the chrome, the site's own) is `styles`, loaded at boot.
 */
export function stylesChunkOf(id: string): string {
  const folder = /[\\/]packages[\\/]features[\\/]src[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return folder && !BOOT_STYLE_FOLDERS.has(folder) ? `styles-${folder}` : 'styles';
}

/**
 * How the browser build groups modules into chunks (issue #8: few requests on a slow network).
 *
 * Rolldown's default gives every set of importers its own shared chunk: ~180 small files, a public
 * page preloading ~85 of them. On HTTP/1.1 (six connections per origin) each file costs at least a
 * round trip (150 ms on Lighthouse's mobile profile), so the number of files, more than their bytes,
 * decided how late a page became interactive; every file also repeats its import and export lists.
 * - `framework`: every module the entry (`src/main.tsx`) imports statically (React, React Router,
 *   TanStack Query, the API client, the route table), in one file beside the entry chunk;
 * - `styles`, `styles-<folder>`: the class-name modules of vanilla-extract (`*.css.ts`), one file per
 *   feature folder ({@link stylesChunkOf}), never copied: were they copied into several chunks (below),
 *   their CSS would be emitted once per copy into the one stylesheet. Every page used to load the
 *   class names of the whole site at boot (10.3 kB gzip);
 * - common chunks under {@link INLINE_COMMON_BELOW} are inlined into the chunks that use them
 *   (`experimentalInlineCommonChunks`, which turns on `strictExecutionOrder`; a registry in the
 *   runtime keeps one instance of each module across the copies): a little code is duplicated
 *   between lazy chunks, in exchange a public page loads ~10 files instead of ~80.
 */
export const siteCodeSplitting: Rolldown.OutputOptions['codeSplitting'] = {
  experimentalInlineCommonChunks: {
    maxSize: INLINE_COMMON_BELOW,
    // What Vite passes by default: a chunk holding a stylesheet stays a file (its CSS is emitted once).
    exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
  },
  groups: [
    {
      name: 'framework',
      tags: ['$initial'],
      // The entry modules stay in the entry chunk (the manifest's `isEntry`, read by `pnpm size`,
      // the service worker's precache list and the server's preloads).
      test: (id) => !/[\\/]index\.html$|[\\/]src[\\/]main\.tsx$/.test(id),
      priority: 2,
    },
    { name: stylesChunkOf, test: /\.css\.ts/, priority: 1 },
    { name: 'query', test: /[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 1 },
  ],
};
