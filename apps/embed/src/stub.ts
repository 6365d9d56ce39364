/**
 * The inline stub a partner pastes (issue #3 widget, layer a). It defines `window.Gari` as a queue —
 * `Gari('inline', {...})` calls made before the loader arrives are kept in `Gari.q` — and loads
 * `loader.js` once, async. The build writes it minified to `dist/stub.js` (inline it in a
 * `<script>` tag; its CSP hash is printed by the build). Replace the URL at build time: `__LOADER_URL__`
 * is the absolute URL of the loader (the embed origin + `/embed/loader.js`).
 */
type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
((w: Window & { Gari?: Queue }, d: Document, src: string) => {
  if (w.Gari) return;
  const g: Queue = (...args: unknown[]) => {
    g.q = g.q || [];
    g.q.push(args);
  };
  w.Gari = g;
  const s = d.createElement('script');
  s.async = true;
  s.src = src;
  d.head.appendChild(s);
})(window, document, '__LOADER_URL__');
