/**
 * `iframe.js`, the script of the plain iframe page `/embed/booking?key=…&theme=light|dark&brand_color=…`
 * (for site builders that forbid scripts; issue #3 widget). It mounts one `<gari-booking>` full-page
 * (the widget bundle, loaded by the same page, defines it), posts the widget's height to the parent
 * page whenever it changes — `{ type: 'gari:resize', height }` (px) — so the host can size the
 * iframe, and forwards every widget event as `{ type: 'gari:<name>', detail }`.
 */
const q = new URLSearchParams(location.search);
const el = document.createElement('gari-booking');
el.setAttribute('key', q.get('key') ?? '');
const theme = q.get('theme');
if (theme === 'dark' || theme === 'light') el.setAttribute('theme', theme);
const brand = q.get('brand_color');
if (brand && /^#[0-9a-f]{6}$/i.test(brand)) el.setAttribute('brand-color', brand);
document.body.appendChild(el);

const post = (message: object) => {
  if (window.parent !== window) window.parent.postMessage(message, '*');
};
let last = 0;
new ResizeObserver(() => {
  const height = Math.ceil(el.getBoundingClientRect().height);
  if (height !== last) {
    last = height;
    post({ type: 'gari:resize', height });
  }
}).observe(el);
for (const name of ['loaded', 'step', 'booking-succeeded', 'booking-failed']) {
  el.addEventListener(`gari:${name}`, (e) =>
    post({ type: `gari:${name}`, detail: (e as CustomEvent).detail }),
  );
}
