import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
  resolve: { conditions: ['gari-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
