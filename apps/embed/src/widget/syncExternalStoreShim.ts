/**
 * Replaces `use-sync-external-store/shim` in the widget bundle (see `vite.config.ts`): React 19 has
 * `useSyncExternalStore` built in, so the shim's fallback implementation (for React < 18) is dead
 * weight in a bundle whose budget is 125 kB gzip.
 */
export { useSyncExternalStore } from 'react';
