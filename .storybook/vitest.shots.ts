/**
 * Screenshot baselines (issue #7, visual review): after each story test passes (render, play
 * function, axe), the story's pixels are compared with `.storybook/screenshots/<story-id>.png`
 * through Vitest browser mode's `toMatchScreenshot` (strict pixelmatch, see `vitest.config.ts`).
 *
 * What is photographed: the smallest box holding everything the story painted and left visible (its
 * canvas and any overlay react-aria portalled into `<body>`: dialogs, popovers, toasts; content a
 * clipping parent cuts off, such as a visually hidden table, does not count), measured once the DOM
 * has been still for 150 ms, plus an 8 px margin for focus rings, clamped to the page. A transparent, click-through frame element is laid over that
 * box for the duration of the screenshot, since `toMatchScreenshot` photographs an element's box.
 *
 * A story taller than its viewport (1200×900, or its own such as `mobile2`) is photographed whole in a
 * viewport grown to its height, same width (then put back): an element taller than the viewport
 * would otherwise be captured in scrolled pieces, with the fixed top bar landing wherever the scroll
 * happened to be.
 *
 * Before the photo: toast timers paused (a toast on screen when the story ends stays for the photo,
 * however long the photo takes on a busy machine), exiting overlays gone (the test browser runs with
 * reduced motion, so overlays open and close without animating), motion stopped, web fonts loaded,
 * every image loaded (lazy ones made eager), and the DOM quiet before the viewport is fitted to the
 * page.
 *
 * Part of the test line (the storybook project loads this file unless `GARI_SHOTS=0`). A photo that
 * differs from its baseline gets one second look, measured afresh a second later (a page still
 * settling); a size mismatch names the element that set the photo's bottom edge. A story without a baseline fails:
 * locally the new screenshot is written for review, in CI (`CI=true`) nothing is written.
 * `pnpm shots:update` rewrites every baseline.
 */

import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { toastQueue } from '../packages/ui/src/Toast/queue';

/**
 * Time allowed for one story's photo, both looks (ms): a tall page grown to its full height is slow
 * to capture in software rendering on a busy 2-core machine.
 */
const SHOT_TIMEOUT_MS = 90_000;

/**
 * Time the matcher may take to capture a stable photo (two identical captures in a row) and compare
 * it (ms). Its default (5 s) is too short for a page several thousand pixels tall while the other
 * core is busy: such a story then fails with "Matcher did not succeed in time".
 */
const MATCH_TIMEOUT_MS = 30_000;

/** Margin kept around the painted box (px), so focus rings and shadows at the edge are included. */
const MARGIN = 8;

/** Attribute of the frame element (and of elements the measurement ignores). */
const FRAME = 'data-shot-frame';

type Box = { left: number; top: number; right: number; bottom: number };

/** What the photo's box was measured from: the box, and the element that set its bottom edge. */
interface Painted {
  box: Box;
  /** e.g. `div.x_1a2b[data-live-announcer]`, named in a failure message. */
  bottomEdge: string;
}

/** A short name of `el` for failure messages: tag, first class, first data- attribute. */
function nameOf(el: Element): string {
  const cls = el.classList[0] ? `.${el.classList[0]}` : '';
  const data = [...el.attributes].find((a) => a.name.startsWith('data-') || a.name === 'role');
  return `${el.tagName.toLowerCase()}${cls}${data ? `[${data.name}]` : ''}`;
}

/** True when `style` cuts its content off at its own box (overflow other than visible, or a clip). */
function clips(style: CSSStyleDeclaration): boolean {
  return (
    style.overflowX !== 'visible' ||
    style.overflowY !== 'visible' ||
    (style.clip !== '' && style.clip !== 'auto') ||
    (style.clipPath !== '' && style.clipPath !== 'none')
  );
}

/**
 * The page-coordinate box of everything visible under `<body>`: every element whose visible part
 * (its box cut by every clipping ancestor: visually hidden helpers such as react-aria's live
 * announcer and hidden selects are 1 px boxes that clip their content) is at least 2×2 px, and that
 * is not hidden (`visibility: hidden`, `opacity: 0`, `display: none` up the tree).
 * @returns the union box and what set its bottom edge, or `null` when nothing is visible
 */
function paintedBox(): Painted | null {
  let painted: Painted | null = null;
  const { scrollX, scrollY } = window;
  /** The visible rect of each clipping element met so far (viewport coordinates). */
  const clipOf = new Map<Element, Box>();
  for (const el of document.body.querySelectorAll('*')) {
    if (el.hasAttribute(FRAME) || el.closest('script, style, template')) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    let visible: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const clip = clipOf.get(up);
      if (clip && getComputedStyle(el).position !== 'fixed') {
        visible = {
          left: Math.max(visible.left, clip.left),
          top: Math.max(visible.top, clip.top),
          right: Math.min(visible.right, clip.right),
          bottom: Math.min(visible.bottom, clip.bottom),
        };
        break;
      }
    }
    if (clips(getComputedStyle(el))) clipOf.set(el, visible);
    if (visible.right - visible.left < 2 || visible.bottom - visible.top < 2) continue;
    const b = {
      left: visible.left + scrollX,
      top: visible.top + scrollY,
      right: visible.right + scrollX,
      bottom: visible.bottom + scrollY,
    };
    if (!painted) {
      painted = { box: b, bottomEdge: nameOf(el) };
      continue;
    }
    const box = painted.box;
    painted = {
      box: {
        left: Math.min(box.left, b.left),
        top: Math.min(box.top, b.top),
        right: Math.max(box.right, b.right),
        bottom: Math.max(box.bottom, b.bottom),
      },
      bottomEdge: b.bottom > box.bottom ? nameOf(el) : painted.bottomEdge,
    };
  }
  return painted;
}

/**
 * Lays the transparent frame over the painted box (grown by {@link MARGIN}, snapped outwards to
 * whole pixels, clamped to the document).
 * @returns the frame element (remove it after the screenshot) and what set the box's bottom edge
 */
function placeFrame(): { frame: HTMLElement; bottomEdge: string } {
  const doc = document.documentElement;
  const painted = paintedBox();
  const box = painted?.box ?? { left: 0, top: 0, right: 1, bottom: 1 };
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
  return { frame, bottomEdge: painted?.bottomEdge ?? 'nothing' };
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

/** Longest wait (ms) for overlays on their way out (react-aria's `data-exiting`) to finish leaving. */
const EXIT_WAIT_MS = 3_000;

/**
 * Waits until no react-aria overlay is exiting (a dialog closed by the play function's last click).
 * In the test browser the theme animates nothing (reduced motion, `vitest.config.ts`), so an overlay
 * leaves at once; this is the guard for one that still animates.
 */
async function exitsDone(): Promise<void> {
  const end = performance.now() + EXIT_WAIT_MS;
  while (document.querySelector('[data-exiting]') && performance.now() < end) {
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * Lets exiting overlays leave, then adds the {@link STILL} style sheet, scrolls to the top and waits
 * two frames for the page to repaint without motion.
 */
async function holdStill(): Promise<HTMLStyleElement> {
  await exitsDone();
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

/** The page counts as settled after this long without a DOM change (ms). */
const QUIET_MS = 150;
/** Longest wait for the DOM to settle (ms): a clock ticking every second never lets it. */
const QUIET_MAX_MS = 3_000;

/**
 * Resolves once the document has not changed for {@link QUIET_MS} (or after {@link QUIET_MAX_MS}):
 * a dialog closing or a list filling in after the play function's last check ends before the box is
 * measured, so the measure does not depend on how busy the machine is.
 */
function domQuiet(): Promise<void> {
  return new Promise((done) => {
    let timer = setTimeout(finish, QUIET_MS);
    const cap = setTimeout(finish, QUIET_MAX_MS);
    const observer = new MutationObserver((records) => {
      if (records.every((r) => r.target instanceof Element && r.target.hasAttribute(FRAME))) return;
      clearTimeout(timer);
      timer = setTimeout(finish, QUIET_MS);
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    function finish() {
      clearTimeout(timer);
      clearTimeout(cap);
      observer.disconnect();
      done();
    }
  });
}

/** Longest wait for one image (ms): a broken or never-answered source must not stall the shot. */
const IMAGE_WAIT_MS = 5_000;

/**
 * Resolves when web fonts and every `<img>` on the page have finished loading (or failed, or
 * {@link IMAGE_WAIT_MS} passed). Lazy images (`loading="lazy"`, e.g. listing cards below the fold)
 * are switched to eager first: a lazy image outside the viewport never loads nor fails, and the
 * photo shows the whole page.
 */
async function assetsSettled(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((img) => {
      if (img.loading === 'lazy') img.loading = 'eager';
      if (img.complete) return undefined;
      return new Promise((done) => {
        const timer = setTimeout(done, IMAGE_WAIT_MS);
        const settle = () => {
          clearTimeout(timer);
          done(undefined);
        };
        img.addEventListener('load', settle, { once: true });
        img.addEventListener('error', settle, { once: true });
      });
    }),
  );
  await document.fonts.ready;
}

/**
 * Grows the viewport to the page's height when the story is taller than it, keeping its width (the
 * default 1200 px, or the story's own viewport such as `mobile2`).
 * @returns the viewport to put back afterwards, or `null` when it did not grow
 */
async function fitViewport(): Promise<{ width: number; height: number } | null> {
  const box = paintedBox()?.box;
  const needed = Math.ceil(Math.max(document.documentElement.scrollHeight, (box?.bottom ?? 0) + MARGIN));
  if (needed <= window.innerHeight) return null;
  const before = { width: window.innerWidth, height: window.innerHeight };
  await page.viewport(before.width, needed);
  for (let i = 0; i < 2; i += 1) await new Promise((done) => requestAnimationFrame(done));
  return before;
}

/** How long the second look at a photo that differs from its baseline waits first (ms). */
const SECOND_LOOK_MS = 1_000;

/**
 * Photographs the painted box (see {@link placeFrame}) and compares it with the baseline
 * `.storybook/screenshots/<storyId>.png`.
 * @throws the matcher's error, naming the photo's size and what set its bottom edge
 */
async function photograph(storyId: string): Promise<void> {
  const { frame, bottomEdge } = placeFrame();
  try {
    await expect
      .element(page.elementLocator(frame))
      .toMatchScreenshot(`${storyId}.png`, { timeout: MATCH_TIMEOUT_MS });
  } catch (error) {
    // Name what set the photo's height: a size mismatch is most often an element that painted in
    // one run only.
    if (error instanceof Error)
      error.message += `\n(photo ${frame.style.width} × ${frame.style.height}; bottom edge set by ${bottomEdge})`;
    throw error;
  } finally {
    frame.remove();
  }
}

/**
 * One look: motion stopped, assets loaded and the DOM quiet before the viewport is fitted to the
 * page (a list still filling in would otherwise leave the viewport a few pixels short), then once
 * more after it (images below the fold load in the grown viewport), then the photo. Puts the style
 * and the viewport back.
 * @throws the matcher's error (see {@link photograph})
 */
async function look(storyId: string): Promise<void> {
  const still = await holdStill();
  let grown: { width: number; height: number } | null = null;
  try {
    await assetsSettled();
    await domQuiet();
    grown = await fitViewport();
    await assetsSettled();
    await domQuiet();
    await photograph(storyId);
  } finally {
    still.remove();
    if (grown) await page.viewport(grown.width, grown.height);
  }
}

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only stories, and only when the story itself passed (a failure is already reported).
  if (!storyId || task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) return;
  toastQueue.pauseAll();
  try {
    try {
      await look(storyId);
    } catch (error) {
      // A second look, once, at a photo that differs from its baseline (not at a missing one: that
      // first look wrote it locally): a page still settling (a late re-render) gets
      // {@link SECOND_LOOK_MS} more and is measured afresh, as Playwright's `toHaveScreenshot` keeps
      // looking until the photo matches. A changed pixel differs both times; the second failure is
      // the one reported.
      if (!(error instanceof Error) || !error.message.includes('does not match the stored reference'))
        throw error;
      await new Promise((done) => setTimeout(done, SECOND_LOOK_MS));
      await look(storyId);
    }
  } finally {
    toastQueue.resumeAll();
  }
}, SHOT_TIMEOUT_MS);
