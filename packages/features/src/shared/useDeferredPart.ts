import { whenNeeded } from '@gari/ui/hydration';
import { startTransition, useEffect, useState } from 'react';

/**
 * A module a view does not need for its first paint nor its hydration (the react-aria part of a
 * control, issue #8): `undefined` on the server, while hydrating and until `load()` resolves, which
 * starts at the visitor's first interaction with the page (`whenNeeded`); then the module
 * (a transition re-render). A view mounted once it has loaded (`loaded()` returns it) gets it at once.
 * Meanwhile the view renders a look-alike with the same markup (no layout shift, no hydration
 * mismatch).
 *
 * @param loaded the module if already loaded, else undefined.
 * @param load loads it (import()); called once per mounted view at most.
 */
export function useDeferredPart<T>(loaded: () => T | undefined, load: () => Promise<T>): T | undefined {
  const [part, setPart] = useState(() => (typeof document === 'undefined' ? undefined : loaded()));
  useEffect(() => {
    if (part) return;
    let live = true;
    const cancel = whenNeeded(
      () =>
        void load().then((m) => {
          if (live) startTransition(() => setPart(() => m));
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [part, load]);
  return part;
}
