import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { packageBuild, reactRuntime } from '../../tsup.base';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Family folders with an entry point (`src/<Family>/index.ts`), theme first so its CSS leads. */
function families(): string[] {
  const dirs = readdirSync(path.join(root, 'src')).filter((name) => {
    try {
      return statSync(path.join(root, 'src', name, 'index.ts')).isFile();
    } catch {
      return false;
    }
  });
  return ['theme', ...dirs.filter((d) => d !== 'theme').sort()];
}

const external = [
  ...packageBuild.external,
  ...reactRuntime,
  /^@vanilla-extract\/recipes/,
  /^@vanilla-extract\/sprinkles/,
];

/**
 * Writes `dist/styles.css` (exported as `@gari/ui/styles.css`): the CSS of every family once, in
 * one file. Bundles a virtual module importing every family with the same vanilla-extract plugin
 * options as the main build, so class names match, then drops the JS by-product.
 */
async function buildStylesheet(): Promise<void> {
  const outfile = path.join(root, 'dist/styles.js');
  await build({
    stdin: {
      contents: families()
        .map((f) => `import './src/${f}/index.ts';`)
        .join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'styles.ts',
    },
    bundle: true,
    format: 'esm',
    outfile,
    target: 'es2022',
    jsx: 'automatic',
    // The family entries are side-effect free for consumers, but here we want their CSS.
    ignoreAnnotations: true,
    // Minified: also drops vanilla-extract's large `/* vanilla-extract-css-ns:… */` comments.
    minify: true,
    logLevel: 'warning',
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-aria-components',
      '@vanilla-extract/recipes/*',
      '@vanilla-extract/sprinkles/*',
    ],
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  rmSync(outfile, { force: true });
}

/**
 * One ESM entry + .d.ts per component family (`@gari/ui/<Family>` = `dist/<Family>/index.js`), so
 * widgets import only what they use; the JS does not import CSS: apps import
 * `@gari/ui/styles.css` once (each `dist/<Family>/index.css` also holds that family's CSS plus
 * the theme, for embeds that want less).
 */
export default defineConfig({
  ...packageBuild,
  entry: ['src/*/index.ts'],
  splitting: true,
  external,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: buildStylesheet,
});
