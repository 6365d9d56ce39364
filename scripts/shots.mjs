#!/usr/bin/env node
// @ts-check
/**
 * `pnpm shots:update`: rewrites the story screenshot baselines (`.storybook/screenshots/`, one PNG
 * per story id) from the stories as they are now, in Chromium. Extra arguments go to Vitest
 * as story file filters (`pnpm shots:update Button`).
 *
 * Exits with Vitest's status (a story that fails its play function or axe gets no new baseline).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const report = join(root, '.vitest-results', 'shots.json');
const filters = process.argv.slice(2);

mkdirSync(join(root, '.vitest-results'), { recursive: true });
rmSync(report, { force: true });
const run = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'storybook',
    '--update',
    // No retry: a retried story is photographed after a failed attempt on the same page, which is how
    // a baseline once kept an element only that attempt painted. Run the update again instead.
    '--retry=0',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...filters,
  ],
  { stdio: 'inherit', cwd: root, env: { ...process.env, GARI_SHOTS: '1' } },
);
const code = run.status ?? 1;

process.exit(code);
