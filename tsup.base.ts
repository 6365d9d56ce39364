/**
 * The build options every `@gari/*` package shares (tsup, read by each `packages/<pkg>/tsup.config.ts`):
 * ESM with .d.ts and source maps, ES2022, a clean `dist/`, and the other workspace packages left as
 * imports (never bundled into each other).
 */
export const packageBuild = {
  format: ['esm' as const],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^@gari\//] as (string | RegExp)[],
};

/** The runtime libraries the React packages (`@gari/ui`, `@gari/features`) leave to the app that uses them. */
export const reactRuntime: (string | RegExp)[] = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  /^react-aria/,
  /^@react-aria/,
  'xstate',
  '@xstate/react',
  '@tanstack/react-query',
  'react-router',
];
