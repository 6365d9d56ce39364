import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './packages/features/vite/messagesPlugin.mjs';
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
/**
 * Time zone and locale of the browser, for dates and numbers that render the same everywhere, and
 * reduced motion (the theme then animates nothing, so react-aria opens and closes overlays at once):
 * Storybook stops every CSS animation when a play function ends (`pauseAnimations` in test
 * environments), and a dialog caught leaving then stayed on screen for good, in some runs only. The
 * outer page is 8,000 px tall: Vitest scales its test frame down to fit the page, and a story's frame
 * grows to the story's full height for its photo (`.storybook/vitest.shots.ts`), so every screenshot
 * is at 1:1 up to that height. Stories still lay out in their own viewport (1200×900 by default).
 */
const contextOptions = {
  timezoneId: 'Africa/Kigali',
  locale: 'en-US',
  viewport: { width: 1200, height: 8000 },
  reducedMotion: 'reduce' as const,
};
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});
/**
 * Story screenshot baselines (`.storybook/vitest.shots.ts`): one PNG per story id under
 * `.storybook/screenshots/`. Not one mismatched pixel is allowed; a pixel matches when its colour is
 * within pixelmatch threshold 0.01 (about ±3 of 255 per channel: Chromium's software rasteriser varies
 * rounded corners by 1 between runs) and pixelmatch's anti-aliasing detector is on. Diffs of a failure land in
 * `.vitest-attachments/`. Baselines are made in Linux Chromium (Debian's); `pnpm shots:update`
 * rewrites them.
 */
const screenshots = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0.01, includeAA: false, allowedMismatchedPixels: 0 },
    resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
      path.join(root, '.storybook', 'screenshots', `${arg}${ext}`),
  },
};

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
      'apps/embed',
      {
        // Storybook's `viteFinal` (.storybook/main.ts) brings the catalog compiler (messagesPlugin).
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        ...sourceResolve,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // No retry: Vitest 4.1's `toMatchScreenshot` on a retried test compares with the failed
          // attempt's own capture, so a changed pixel or a missing baseline would pass the second go.
          // Every story's photo is compared with its committed baseline (`.storybook/screenshots/`,
          // `pnpm shots:update` rewrites them); `GARI_SHOTS=0` leaves the photos out (a quicker local
          // run), issue #7.
          setupFiles: process.env.GARI_SHOTS === '0' ? [] : ['./.storybook/vitest.shots.ts'],
          browser: { ...browser(), expect: screenshots },
        },
      },
      {
        // Node-free checks that import stories and machines (state coverage) run in Chromium too, the
        // DOM tests of @gari/ui (`*.dom.test.tsx`: hydration) and the self-test of the screenshot comparison.
        plugins: [react(), vanillaExtractPlugin(), messagesPlugin()],
        ...sourceResolve,
        // Imported by compiled .css.ts files, found late by the scan: pre-bundle so no reload mid-test.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          ],
        },
        test: {
          name: 'coverage',
          include: [
            'packages/features/src/**/*.test.ts',
            'packages/ui/src/**/*.dom.test.tsx',
            '.storybook/**/*.test.ts',
          ],
          browser: { ...browser(), expect: screenshots },
        },
      },
    ],
  },
});
