/**
 * Story helpers (not exported from any entry point).
 *
 * react-aria announces a Button's pending state through a live region whose message points at
 * the button (`role="img" aria-labelledby=<button id>`) for ~7 s. When the button unmounts in the
 * meantime (a dialog that closes on success), axe flags the dangling reference; screen readers
 * have already read it. Stories call this after such a flow.
 */
export function clearLiveAnnouncer(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
