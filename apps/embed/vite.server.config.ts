import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';
import { messagesPlugin } from '../../packages/features/vite/messagesPlugin.mjs';
import { cssIntoPlaceholder } from './shadowCss.ts';

/**
 * The price widget's server renderer (`dist/server/fuel-prices.js`, issue #11): `src/fuelPrices/server.tsx`
 * with React, `react-dom/server`, the `@gari/features/fuelPrices` views and their CSS (as a string, see
 * `cssIntoPlaceholder`) in one ES module for Node, so the API loads it with a plain `import()` and needs
 * neither the views' sources nor a CSS toolchain. `build.mjs` builds it after the widget.
 */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    messagesPlugin(),
    cssIntoPlaceholder('__GARI_FUEL_CSS__'),
  ],
  resolve: { conditions: ['gari-source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['gari-source', ...defaultServerConditions] } },
  environments: { ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/fuelPrices/server.tsx',
    ssrEmitAssets: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: { output: { entryFileNames: 'fuel-prices.js', codeSplitting: false } },
  },
});
