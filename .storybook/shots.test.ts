/**
 * The story screenshot comparison catches one changed pixel (issue #7: "a changed pixel fails the
 * test line"): with the same `toMatchScreenshot` settings as the stories (`vitest.config.ts`), a
 * swatch matches its committed baseline; changing a single pixel of it by 8 colour steps (grey 128 →
 * 120, barely visible) fails, while a 1-step change (the rasteriser's own noise) passes.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

/** A 40×24 white swatch with one grey dot, pinned to the page's top-left corner. */
function swatch(): { box: HTMLElement; pixel: HTMLElement } {
  const box = document.createElement('div');
  Object.assign(box.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: '40px',
    height: '24px',
    background: 'rgb(255, 255, 255)',
  });
  const pixel = document.createElement('div');
  Object.assign(pixel.style, {
    position: 'absolute',
    left: '17px',
    top: '9px',
    width: '1px',
    height: '1px',
    background: 'rgb(128, 128, 128)',
  });
  box.append(pixel);
  document.body.append(box);
  return { box, pixel };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('story screenshots', () => {
  test('an unchanged render matches its baseline', async () => {
    const { box } = swatch();
    await expect.element(page.elementLocator(box)).toMatchScreenshot('_self-test-swatch.png');
  });

  test('rasteriser noise (one pixel one colour step off) still matches', async () => {
    const { box, pixel } = swatch();
    pixel.style.background = 'rgb(128, 128, 129)';
    await expect.element(page.elementLocator(box)).toMatchScreenshot('_self-test-swatch.png');
  });

  test('one pixel 8 colour steps off fails against the same baseline', async () => {
    const { box, pixel } = swatch();
    pixel.style.background = 'rgb(120, 120, 120)';
    await expect(
      expect.element(page.elementLocator(box)).toMatchScreenshot('_self-test-swatch.png', { timeout: 2_000 }),
    ).rejects.toThrow(/Screenshot does not match the stored reference\.\s+1 pixels/);
    // Put the pixel back: matches again (and under a stray `vitest --update`, rewrites the true baseline).
    pixel.style.background = 'rgb(128, 128, 128)';
    await expect.element(page.elementLocator(box)).toMatchScreenshot('_self-test-swatch.png');
  });
});
