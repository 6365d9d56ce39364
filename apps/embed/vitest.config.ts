import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { messagesPlugin } from '../../packages/features/vite/messagesPlugin.mjs';

/**
 * Unit tests of the embed that need no browser: the price widget's refresh logic, the shadow-root CSS
 * and the booking widget's API client.
 */
export default defineProject({
  plugins: [messagesPlugin()],
  // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
  resolve: { conditions: ['gari-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } },
  test: { name: 'embed', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] },
});
