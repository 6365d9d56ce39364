import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { packageBuild, reactRuntime } from '../../tsup.base';
import { messagesEsbuildPlugin } from './vite/messagesPlugin.mjs';

/** Every file below `dir` (absolute paths). */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A glob of `import.meta.glob` ('../**\/*[mM]essages.fr.ts': `**`, `*`, `[…]`) as a regular expression. */
function globPattern(glob: string): RegExp {
  const part = (text: string) => text.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${glob.split('**/').map(part).join('(?:.*/)?')}$`);
}

/**
 * Vite's eager `import.meta.glob('<glob>', { eager: true, import: '<name>' })` for this esbuild build:
 * static imports of the matching files' `<name>` export, keyed by their path as Vite keys them. The
 * language chunks (`src/i18n/<lang>.ts`) gather their files so; Vite, Vitest and Storybook expand the
 * call themselves.
 */
function eagerImportMetaGlob(): Plugin {
  const call =
    /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)',\s*\{\s*eager:\s*true,\s*import:\s*'(\w+)'\s*\},?\s*\)/g;
  return {
    name: 'gari-eager-import-meta-glob',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/][^\\/]+\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const dir = dirname(args.path);
        const imports: string[] = [];
        const contents = source.replace(call, (_, glob: string, name: string) => {
          const pattern = globPattern(glob);
          const root = join(dir, glob.slice(0, glob.search(/[*[]/)).replace(/[^/]*$/, ''));
          const paths = filesBelow(root)
            .map((file) => relative(dir, file).split('\\').join('/'))
            .map((path) => (path.startsWith('.') ? path : `./${path}`))
            .filter((path) => pattern.test(path))
            .sort();
          const entries = paths.map((path) => {
            imports.push(`import { ${name} as __glob${imports.length} } from '${path}';`);
            return `'${path}': __glob${imports.length - 1}`;
          });
          return `{ ${entries.join(', ')} }`;
        });
        return { contents: `${imports.join('\n')}\n${contents}`, loader: 'ts' };
      });
    },
  };
}

/**
 * One entry per component family / flow folder, so widgets import only what they use. No `.d.ts`:
 * every workspace consumer (type-check, Vite, Vitest) reads the sources through the `gari-source`
 * condition, and the declarations of this package alone took over 6 GB and minutes to bundle.
 */
export default defineConfig({
  ...packageBuild,
  dts: false,
  entry: ['src/*/index.ts'],
  splitting: true,
  external: [...packageBuild.external, ...reactRuntime],
  esbuildPlugins: [
    eagerImportMetaGlob(),
    messagesEsbuildPlugin(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ],
});
