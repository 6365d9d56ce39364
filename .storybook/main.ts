import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';
import { messagesPlugin } from '../packages/features/vite/messagesPlugin.mjs';
import { fakeImagesPlugin } from './fakeImages';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/embed/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(cfg) {
    return mergeConfig(cfg, {
      plugins: [vanillaExtractPlugin(), messagesPlugin(), fakeImagesPlugin()],
      // Found late by the dependency scan (imported by compiled .css.ts files): pre-bundle it so a
      // fresh clone's first run does not reload the page mid-test.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'react-aria',
          'react-stately/private/flags/flags',
        ],
      },
      // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
      // (the vanilla-extract compiler resolves `.css.ts` imports in the ssr environment).
      resolve: { conditions: ['gari-source', ...defaultClientConditions] },
      environments: { ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } } },
    });
  },
};
export default config;
