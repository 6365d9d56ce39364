import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/*.ts', 'src/routes/*.ts', 'src/rules/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^@gari\//],
});
