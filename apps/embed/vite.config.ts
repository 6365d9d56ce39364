import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { messagesPlugin } from '../../packages/features/vite/messagesPlugin.mjs';
import { preactRuntime } from '../../vite.preact.ts';
import { cssIntoPlaceholder } from './shadowCss.ts';

/**
 * Keeps the widget small (issue #3 budget: 125 kB gzip to interactive): react-aria's localized strings
 * are kept for en-US only (react-aria falls back to en-US for other locales; the site is English), and
 * `createCalendar` makes only the Gregorian calendar (the booking calendar is Gregorian; the other
 * eight calendar systems are never used). Saves about 10 kB gzip.
 */
function englishGregorianOnly(): Plugin {
  const locale = /"(?!en-US)[a-z]{2}-[A-Z]{2}"/;
  return {
    name: 'gari-english-gregorian-only',
    enforce: 'pre',
    transform(code, id) {
      if (/react-aria(-components)?\/dist\/private\/(.+\/)?intlStrings\.m?js$/.test(id)) {
        return code
          .split('\n')
          .filter((line) => {
            if (/^import \S+ from "[^"]*\/intl\/(.+\/)?[a-z]{2}-[A-Z]{2}\.m?js";$/.test(line))
              return /\/en-US\.m?js"/.test(line);
            return !new RegExp(`^\\s*${locale.source}: \\S+,?$`).test(line);
          })
          .join('\n');
      }
      if (/@internationalized\/date\/dist\/private\/createCalendar\.m?js$/.test(id)) {
        return (
          'import {GregorianCalendar} from "./calendars/GregorianCalendar.mjs";\n' +
          'export function createCalendar() { return new GregorianCalendar(); }\n'
        );
      }
      return null;
    },
  };
}

/**
 * Brotli and gzip copies (`.br`, `.gz`) next to each emitted JS file over 1 kB (issue #8); the API
 * serves them with `Content-Encoding` (`@fastify/static` `preCompressed`); `build.mjs` does the same for the loader.
 */
const precompress = (): Plugin =>
  compression({
    include: /\.js$/,
    threshold: 1024,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

/**
 * The widget bundle (`dist/widget-[hash].js`): one ES module with React, the booking machine and views
 * and its CSS inside (see `cssIntoPlaceholder` in `shadowCss.ts`). `build.mjs` builds it, then the loader, stub
 * and iframe page that point at it.
 */
export default defineConfig({
  plugins: [
    englishGregorianOnly(),
    // Preact instead of React DOM in the build (`vite.preact.ts`): ~57 kB gzip less on partners' pages.
    preactRuntime(import.meta.url),
    react(),
    vanillaExtractPlugin(),
    messagesPlugin(),
    // The widget's code is all that renders into its shadow root: rules of classes it never names go.
    cssIntoPlaceholder('__GARI_WIDGET_CSS__', { dropUnusedClasses: true }),
    precompress(),
  ],
  resolve: {
    conditions: ['gari-source', ...defaultClientConditions],
    // @xstate/react imports the React < 18 shims; React 19 has the hook built in.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/widget/syncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  environments: { ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } } },
  // The widget renders in the browser only (never hydrates server HTML): see `@gari/ui/hydration`.
  // It speaks English only (no `lang` attribute, no language choice): see `@gari/ui/format`.
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __GARI_CLIENT_ONLY__: 'true',
    __GARI_ENGLISH_ONLY__: 'true',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, drop_console: true },
      mangle: { toplevel: true },
      format: { comments: false },
    },
    cssCodeSplit: false,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      input: { widget: 'src/widget/main.ts' },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: false,
        minify: { compress: { target: 'es2022', dropConsole: true }, mangle: { toplevel: true } },
      },
      preserveEntrySignatures: false,
    },
  },
});
