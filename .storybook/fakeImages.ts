/**
 * The fake backend's image files on the Storybook (and Vitest story) dev server. Stories mock the API
 * inside the page (msw's `getResponse` behind the real client's `fetch`), but an `<img src="/api/v1/…">`
 * is loaded by the browser from the page's own server, which msw never sees: without this, every listing
 * photo, convoy picture and uploaded picture in a story was a broken image. Answers
 * `GET /api/v1/{marketplace/images,convoy-images,photos}/<name>` with the SVG the msw handlers answer
 * (`packages/features/src/testing/fixtures/imageFiles.ts`, loaded through Vite); anything else passes on.
 */

import type { Plugin } from 'vite';

const API = '/api/v1';
const MODULE = '/packages/features/src/testing/fixtures/imageFiles.ts';

/** The plugin: registered in `viteFinal` (`./main.ts`), dev server only (a static Storybook build has no API). */
export function fakeImagesPlugin(): Plugin {
  return {
    name: 'gari-fake-images',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (req.method !== 'GET' || !path.startsWith(`${API}/`)) return next();
        try {
          const { fakeImageFile } = await server.ssrLoadModule(MODULE);
          const svg = fakeImageFile(path.slice(API.length));
          if (svg === null) return next();
          res.setHeader('content-type', 'image/svg+xml');
          res.setHeader('cache-control', 'no-store');
          res.end(svg);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
