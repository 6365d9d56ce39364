/**
 * `react-dom/static` for the Preact build (issue #8 lean JavaScript): `prerenderToNodeStream` as
 * `entry-server.tsx` calls it, over preact-render-to-string's `renderToStringAsync` (waits for every
 * lazy part and Suspense boundary, as React's prerender does).
 */
import { Readable } from 'node:stream';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/** Renders `element` completely; `prelude` is one chunk of HTML. */
export async function prerenderToNodeStream(
  element: unknown,
  _options?: unknown,
): Promise<{ prelude: Readable }> {
  const html = await renderToStringAsync(element as VNode);
  return { prelude: Readable.from([html]) };
}
