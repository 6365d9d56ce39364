/**
 * Message catalogs as data (issue #7 point 6): a catalog's texts live in JSON files in ICU
 * MessageFormat (`booking/messages.en.json`, `.fr.json`, `.rw.json`, `.sw.json`; `{name}`,
 * `{count, plural, =1 {1 car} other {{count} cars}}`, `{kind, select, …}`), and every build that
 * bundles packages/features compiles them, when imported, with `@internationalized/string-compiler`
 * into the `LocalizedString` functions `LocalizedStringFormatter` runs (react-aria ships its own
 * strings so): no MessageFormat parser reaches the browser. Register {@link messagesPlugin} in every
 * Vite config that bundles the features (site, embed, Vitest, Storybook) and
 * {@link messagesEsbuildPlugin} in the package's own tsup build. Plain JavaScript (types in
 * `messagesPlugin.d.mts`) so that every config loader, Node's own included, can import it.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compileStrings } from '@internationalized/string-compiler';

/** A catalog file: `<name>essages.<language>.json` ('messages.fr.json', 'pageMessages.en.json'). */
export const CATALOG_FILE = /[mM]essages\.[a-z]{2}\.json$/;

/**
 * Prefix and suffix of a compiled catalog's module id: a virtual module whose id does not end in
 * `.json`, so the bundler's own JSON plugin leaves it alone.
 */
const PREFIX = '\0gari-messages:';
const SUFFIX = '.js';

/**
 * The ES module of one catalog file: `export default { key: text }`, a text without arguments a
 * string, one with arguments a function `(args, formatter) => string`.
 * @param {string} json the file's text: one object of ICU MessageFormat strings by key.
 * @returns {string} JavaScript source.
 * @throws SyntaxError for invalid JSON, Error for an invalid ICU message (the build fails).
 */
export function compileCatalog(json) {
  return compileStrings(JSON.parse(json), { format: 'esm' });
}

/**
 * Vite (and Vitest, Storybook) plugin compiling imported catalog JSON files ({@link CATALOG_FILE});
 * an import with a query (`?raw`) is left to Vite.
 * @returns {import('vite').Plugin}
 */
export function messagesPlugin() {
  return {
    name: 'gari-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!CATALOG_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.id.startsWith(PREFIX)) return resolved; // another copy of this plugin
      return PREFIX + resolved.id + SUFFIX;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return compileCatalog(readFileSync(file, 'utf8'));
    },
  };
}

/**
 * The same compilation for esbuild (the package's tsup build).
 * @returns {import('esbuild').Plugin}
 */
export function messagesEsbuildPlugin() {
  return {
    name: 'gari-messages',
    setup(build) {
      build.onResolve({ filter: CATALOG_FILE }, (args) => ({
        path: resolve(dirname(args.importer), args.path),
        namespace: 'gari-messages',
      }));
      build.onLoad({ filter: /.*/, namespace: 'gari-messages' }, (args) => ({
        contents: compileCatalog(readFileSync(args.path, 'utf8')),
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}
