import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig({
  ...packageBuild,
  entry: ['src/*.ts', 'src/routes/*.ts', 'src/rules/*.ts', '!src/**/*.test.ts'],
});
