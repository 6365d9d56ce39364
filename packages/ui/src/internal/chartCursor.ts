import { type KeyboardEvent, useState } from 'react';

/**
 * The reading cursor of a chart's plot (BarChart, LineChart): one tab stop whose ←/→/Home/End keys,
 * or hovering, pick a point (`active`, an index of the `count` points, null when none); focusing
 * starts on the latest point, leaving (blur or mouse) clears it. Spread `handlers` on the plot.
 */
export function useChartCursor(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const current = active ?? count - 1;
    const next =
      e.key === 'ArrowRight'
        ? Math.min(count - 1, current + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, current - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
  };
  return {
    active,
    setActive,
    handlers: {
      onKeyDown,
      onFocus: () => setActive((a) => a ?? count - 1),
      onBlur: () => setActive(null),
      onMouseLeave: () => setActive(null),
    },
  };
}
