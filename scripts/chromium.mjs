// @ts-check
import { existsSync } from 'node:fs';

/** Flags that keep headless Chromium quiet on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Path of the Chromium binary the browser tests drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`.
 * @returns {string}
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(p)) return p;
  }
  return '/usr/bin/chromium';
}
