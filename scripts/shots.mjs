#!/usr/bin/env node
// @ts-check
/**
 * `pnpm shots:update`: rewrites the story screenshot baselines (`.storybook/screenshots/`, one PNG
 * per story id) from the stories as they are now, in Chromium, then deletes baselines of stories
 * that no longer exist. Extra arguments go to Vitest as story file filters
 * (`pnpm shots:update Button`); pruning only happens on a full run.
 *
 * Exits with Vitest's status (a story that still fails its play function or axe after two retries
 * gets no new baseline).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, '.storybook', 'screenshots');
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
    // A story that times out on a busy machine gets another go, so it still gets its baseline.
    '--retry=2',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...filters,
  ],
  { stdio: 'inherit', cwd: root },
);
const code = run.status ?? 1;

if (filters.length === 0 && existsSync(report) && existsSync(dir)) {
  /** @type {{ testResults: { assertionResults: { meta?: { storyId?: string } }[] }[] }} */
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const ids = new Set(
    json.testResults.flatMap((file) => file.assertionResults.map((t) => t.meta?.storyId).filter(Boolean)),
  );
  let pruned = 0;
  for (const name of ids.size > 0 ? readdirSync(dir) : []) {
    if (!name.endsWith('.png') || name.startsWith('_self-test-')) continue;
    if (!ids.has(name.slice(0, -'.png'.length))) {
      rmSync(join(dir, name));
      pruned += 1;
    }
  }
  console.log(`shots: ${ids.size} stories, ${pruned} stale baseline(s) removed`);
}
process.exit(code);
