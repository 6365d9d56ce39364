import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The builds ship on Preact (`preact/compat`) instead of React DOM (issue #8 lean JavaScript; README
 * "Runtime: React to write, Preact to ship"): the site (browser and server bundle) and the booking
 * widget. `vite` dev, Storybook and the unit tests keep React itself.
 *
 * @param from a file URL inside the app whose `preact` dependency is used (`import.meta.url`).
 * @param serverShim absolute path of the module standing for `react-dom/static` (the site's server
 *   render, `apps/site/src/preact/static.ts`); omitted where nothing renders on the server.
 * @returns a Vite plugin that applies to `vite build` only.
 */
export function preactRuntime(from: string, serverShim?: string): Plugin {
  const preact = dirname(createRequire(from).resolve('preact/package.json'));
  const compat = join(preact, 'compat/dist/compat.mjs');
  return {
    name: 'gari-preact',
    apply: 'build',
    transform: {
      filter: { id: /react-aria[\\/]dist[\\/]private[\\/]collections[\\/]Document\.mjs$/ },
      handler: (code) => preactCollectionDocument(code),
    },
    config: () => ({
      resolve: {
        alias: [
          ...(serverShim ? [{ find: /^react-dom\/static$/, replacement: serverShim }] : []),
          { find: /^react-dom\/server$/, replacement: join(preact, 'compat/server.mjs') },
          { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
          { find: /^react\/jsx-runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
          { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'compat/jsx-dev-runtime.mjs') },
          { find: /^react-dom$/, replacement: compat },
          { find: /^react$/, replacement: compat },
        ],
      },
      // The server bundle too: every library that imports React must get the alias.
      ssr: { noExternal: true },
    }),
  };
}

/**
 * react-aria's collection builder renders items through a portal into a stand-in document
 * (`react-aria/dist/private/collections/Document.mjs`). Preact creates nodes with
 * `createElementNS`, removes them with `remove()`, and steps over comment nodes (nodeType 8) when it
 * places children; the stand-in's elements call themselves comments for React DevTools' sake.
 * Throws when the file no longer has the expected shape (a react-aria upgrade: update this patch).
 */
export function preactCollectionDocument(code: string): string {
  const patched = code
    .replace('this.nodeType = 8 // COMMENT_NODE', 'this.nodeType = 1 // ELEMENT_NODE')
    .replace(
      /(\n\s*)appendChild\(child\) \{/,
      '$1remove() {$1    if (this.parentNode) this.parentNode.removeChild(this);$1}$1appendChild(child) {',
    )
    .replace(
      /(\n\s*)createElement\(type\) \{/,
      '$1createElementNS(_namespace, type) {$1    return this.createElement(type);$1}$1createElement(type) {',
    );
  if (
    !patched.includes('ELEMENT_NODE') ||
    !patched.includes('remove() {') ||
    !patched.includes('createElementNS(')
  )
    throw new Error('react-aria collections Document.mjs changed: update preactCollectionDocument');
  return patched;
}
