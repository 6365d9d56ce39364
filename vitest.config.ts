import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/**
 * Our packages resolve to their TypeScript sources through the `gari-source` export condition. The
 * vanilla-extract compiler resolves `.css.ts` imports in the ssr environment, so it needs it too (else
 * feature styles would compile against a built `@gari/ui/theme` with other variable names).
 */
const sourceResolve = {
  resolve: { conditions: ['gari-source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } } },
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', 'react-aria', 'react-stately/private/flags/flags'],
  },
};
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Every Vitest suite of the repo: node projects per package, the API (PGlite, and PostgreSQL when
 * DATABASE_URL is set), and every Storybook story as a browser test in Debian's Chromium (with axe).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/machines',
      'packages/client',
      'packages/ui',
      'apps/api',
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        ...sourceResolve,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: browser(),
        },
      },
      {
        // Node-free checks that import stories and machines (state coverage) run in Chromium too.
        plugins: [react(), vanillaExtractPlugin()],
        ...sourceResolve,
        test: { name: 'coverage', include: ['packages/features/src/**/*.test.ts'], browser: browser() },
      },
    ],
  },
});
