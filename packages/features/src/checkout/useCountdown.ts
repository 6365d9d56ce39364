import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (an ISO time), ticking every second; 0 once it has passed, null
 * without a time. The first value is read after mounting (the page is rendered in the browser only).
 */
export function useCountdown(until: string | null): number | null {
  const end = until ? Date.parse(until) : Number.NaN;
  const left = () => (Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState<number | null>(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `end`.
  useEffect(() => {
    setSeconds(left());
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return seconds;
}

/** Seconds as `m:ss` (`905` → '15:05'). */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
