import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Our packages resolve to their TypeScript sources through the `gari-source` export condition.
  resolve: { conditions: ['gari-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['gari-source', ...defaultServerConditions] } },
  // Node-only unit tests of plain modules (e.g. `format`); components are tested as stories.
  test: { name: 'ui', environment: 'node', include: ['src/format/**/*.test.ts'] },
});
