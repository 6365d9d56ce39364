/** `DistanceSlider`: the look-alike has react-aria's markup (same look, no layout shift on the swap). */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DistanceSlider, type DistanceSliderProps } from './DistanceSlider';
import { DistanceSliderField } from './DistanceSliderField';

/** The markup with every generated id (and the references to it) replaced by its first-seen index. */
function normalized(html: string): string {
  const ids = new Map<string, string>();
  const name = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id);
  };
  return html
    .replace(' data-standin=""', '')
    .replace(/ aria-details=""/g, '')
    .replace(
      /(id|for|aria-labelledby)="([^"]*)"/g,
      (_m, attr: string, v: string) => `${attr}="${v.split(' ').map(name).join(' ')}"`,
    );
}

describe('DistanceSlider', () => {
  it.each([false, true])(
    'renders the markup of react-aria before its part loads (disabled: %s)',
    (isDisabled) => {
      const props: DistanceSliderProps = {
        label: 'Distance',
        range: { min: 1, max: 50, step: 1, default: 10 },
        value: 12,
        onChange: () => {},
        isDisabled,
        noteId: 'note',
      };
      const standIn = renderToString(createElement(DistanceSlider, props));
      expect(standIn).toContain('data-standin=""');
      expect(normalized(standIn)).toBe(normalized(renderToString(createElement(DistanceSliderField, props))));
    },
  );
});
