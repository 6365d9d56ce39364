/**
 * Screenshot baselines (issue #7, visual review): after each story test passes (render, play
 * function, axe), the story's pixels are compared with `.storybook/screenshots/<story-id>.png`
 * through Vitest browser mode's `toMatchScreenshot` (strict pixelmatch, see `vitest.config.ts`).
 *
 * What is photographed: the smallest box holding everything the story painted (its canvas and any
 * overlay react-aria portalled into `<body>`: dialogs, popovers, toasts), plus an 8 px margin for
 * focus rings, clamped to the page. A transparent, click-through frame element is laid over that
 * box for the duration of the screenshot, since `toMatchScreenshot` photographs an element's box.
 *
 * A story taller than the 1200×900 viewport is photographed whole in a viewport grown to its height
 * (then put back): an element taller than the viewport would otherwise be captured in scrolled
 * pieces, with the fixed top bar landing wherever the scroll happened to be.
 *
 * A story without a baseline fails: locally the new screenshot is written for review, in CI
 * (`CI=true`) nothing is written. `pnpm shots:update` rewrites every baseline.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Margin kept around the painted box (px), so focus rings and shadows at the edge are included. */
const MARGIN = 8;

/** Attribute of the frame element (and of elements the measurement ignores). */
const FRAME = 'data-shot-frame';

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The page-coordinate box of everything visible under `<body>`: every element at least 2×2 px
 * (skipping visually hidden 1 px helpers such as live regions) that is not `visibility: hidden`.
 * @returns the union box, or `null` when nothing is visible
 */
function paintedBox(): Box | null {
  let box: Box | null = null;
  const { scrollX, scrollY } = window;
  for (const el of document.body.querySelectorAll('*')) {
    if (el.hasAttribute(FRAME) || el.closest('script, style, template')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    const b = {
      left: r.left + scrollX,
      top: r.top + scrollY,
      right: r.right + scrollX,
      bottom: r.bottom + scrollY,
    };
    box = box
      ? {
          left: Math.min(box.left, b.left),
          top: Math.min(box.top, b.top),
          right: Math.max(box.right, b.right),
          bottom: Math.max(box.bottom, b.bottom),
        }
      : b;
  }
  return box;
}

/**
 * Lays the transparent frame over the painted box (grown by {@link MARGIN}, snapped outwards to
 * whole pixels, clamped to the document).
 * @returns the frame element; remove it after the screenshot
 */
function placeFrame(): HTMLElement {
  const doc = document.documentElement;
  const box = paintedBox() ?? { left: 0, top: 0, right: 1, bottom: 1 };
  const left = Math.max(0, Math.floor(box.left - MARGIN));
  const top = Math.max(0, Math.floor(box.top - MARGIN));
  const right = Math.min(Math.max(doc.scrollWidth, window.innerWidth), Math.ceil(box.right + MARGIN));
  const bottom = Math.min(Math.max(doc.scrollHeight, window.innerHeight), Math.ceil(box.bottom + MARGIN));
  const frame = document.createElement('div');
  frame.setAttribute(FRAME, '');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${Math.max(1, right - left)}px`,
    height: `${Math.max(1, bottom - top)}px`,
    pointerEvents: 'none',
    background: 'transparent',
    zIndex: '2147483647',
  });
  document.body.append(frame);
  return frame;
}

/**
 * Motion stopped for the photo only (stories that assert motion keep it while they run): no CSS
 * animations or transitions (elements show their resting style), no smooth scrolling, no caret.
 */
const STILL = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** Adds the {@link STILL} style sheet, scrolls to the top and waits two frames for the page to repaint without motion. */
async function holdStill(): Promise<HTMLStyleElement> {
  const style = document.createElement('style');
  style.setAttribute(FRAME, '');
  style.textContent = STILL;
  document.head.append(style);
  // Fixed overlays (toasts) sit at the viewport's bottom: photograph from the top of the page, so
  // where a play function left the scroll position does not move them.
  window.scrollTo(0, 0);
  for (let i = 0; i < 2; i += 1) await new Promise((done) => requestAnimationFrame(done));
  return style;
}

/** Resolves when web fonts and every `<img>` on the page have finished loading. */
async function assetsSettled(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((img) =>
      img.complete
        ? undefined
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
    ),
  );
}

/** The stories' viewport (`vitest.config.ts` contextOptions). */
const VIEWPORT = { width: 1200, height: 900 };

/** Grows the viewport to the page's height when the story is taller than it. @returns whether it grew */
async function fitViewport(): Promise<boolean> {
  const box = paintedBox();
  const needed = Math.ceil(Math.max(document.documentElement.scrollHeight, (box?.bottom ?? 0) + MARGIN));
  if (needed <= window.innerHeight) return false;
  await page.viewport(VIEWPORT.width, needed);
  for (let i = 0; i < 2; i += 1) await new Promise((done) => requestAnimationFrame(done));
  return true;
}

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only stories, and only when the story itself passed (a failure is already reported).
  if (!storyId || task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) return;
  await assetsSettled();
  const still = await holdStill();
  const grown = await fitViewport();
  const frame = placeFrame();
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${storyId}.png`);
  } finally {
    frame.remove();
    still.remove();
    if (grown) await page.viewport(VIEWPORT.width, VIEWPORT.height);
  }
});
