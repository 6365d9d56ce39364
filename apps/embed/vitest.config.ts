import { defineProject } from 'vitest/config';

/** Unit tests of the embed that need no browser: the price widget's refresh logic and the shadow-root CSS. */
export default defineProject({
  test: { name: 'embed', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] },
});
