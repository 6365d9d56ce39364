/**
 * `loader.js` (issue #3 widget, layer b): tiny, no React. It replays the stub's queue and answers
 * `Gari(command, options)`:
 *
 * - `Gari('inline', { el, key, theme, brandColor })`: a widget inside `el` (element or selector);
 * - `Gari('popup', { key, theme, brandColor })`: every `[data-gari-booking-popup]` element opens the
 *   widget in a modal `<dialog>` (key from the element's `data-gari-key`, else `options.key`);
 * - `Gari('floating', { key, label })`: a floating button (bottom right) that opens the popup;
 * - `Gari('on', event, handler)`: `handler(detail, event)` for `gari:loaded`, `gari:step`,
 *   `gari:booking-succeeded` and `gari:booking-failed` (the `gari:` prefix may be left out) of every
 *   widget on the page.
 *
 * It also auto-mounts `<div data-gari-booking data-gari-key="…">` and binds `[data-gari-booking-popup]`
 * elements (key default: the loader script's own `data-gari-key`), now and when such elements are
 * added later. The widget bundle
 * (`widget-[hash].js`, React + the booking views) is injected only when a widget is about to show: an
 * inline one nearing the viewport, a popup on open (prefetched on hover/focus). Until it runs, a
 * skeleton of the widget's final height holds the space, so nothing shifts.
 *
 * A page with the price widget (`<gari-fuel-prices>`, `[data-gari-fuel-prices]`, or `data-gari-fuel-key`
 * on this script) gets `fuel-prices.js` added once, with this script's `data-*` (issue #11).
 */
type Options = { el?: Element | string; key?: string; theme?: string; brandColor?: string; label?: string };
type Handler = (detail: unknown, event: Event) => void;
type Gari = ((...args: unknown[]) => void) & { q?: unknown[][]; loaded?: boolean };

declare const __WIDGET_FILE__: string;
/** Height (px) the widget takes; the skeleton reserves it. Keep in step with the widget's root. */
const HEIGHT = 640;

((w: Window & { Gari?: Gari }, d: Document) => {
  const prev = w.Gari;
  if (prev?.loaded) return;
  const me = d.currentScript as HTMLScriptElement | null;
  const base = new URL('.', me?.src ?? location.href).href;
  const defaultKey = me?.dataset.gariKey;
  const handlers: Record<string, Handler[]> = {};
  let bundle: Promise<unknown> | undefined;
  const load = () => {
    bundle ||= new Promise((ok, fail) => {
      const s = d.createElement('script');
      s.type = 'module';
      s.src = base + __WIDGET_FILE__;
      s.onload = ok;
      s.onerror = fail;
      d.head.appendChild(s);
    });
    return bundle;
  };
  const sheet = (css: string) => {
    const s = new CSSStyleSheet();
    s.replaceSync(css);
    return s;
  };
  const skeleton = sheet(
    `:host{all:initial!important;display:block!important;min-height:${HEIGHT}px!important}` +
      '.k{height:' +
      HEIGHT +
      'px;border-radius:12px;background:linear-gradient(90deg,#eee,#f7f7f7,#eee) 0 0/200% 100%;animation:k 1.2s infinite}' +
      '@keyframes k{to{background-position:-200% 0}}',
  );
  /** A `<gari-booking>` with its skeleton (its shadow root is reused by the widget). */
  const widget = (o: Options) => {
    const el = d.createElement('gari-booking');
    const key = o.key || defaultKey;
    if (key) el.setAttribute('key', key);
    if (o.theme) el.setAttribute('theme', o.theme);
    if (o.brandColor) el.setAttribute('brand-color', o.brandColor);
    const root = el.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [skeleton];
    root.innerHTML = '<div class="k" role="status" aria-label="Loading booking…"></div>';
    return el;
  };
  const inline = (o: Options) => {
    const host = (typeof o.el === 'string' ? d.querySelector(o.el) : o.el) as HTMLElement | null;
    // Mounting twice is a no-op; so is a container whose widget the page removed on purpose.
    if (!host || host.dataset.gariMounted) return;
    host.dataset.gariMounted = '1';
    host.appendChild(widget(o));
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          load();
        }
      },
      { rootMargin: '400px' },
    );
    io.observe(host);
  };
  const popupCss = sheet(
    ':host{all:initial!important}dialog{border:0;border-radius:12px;padding:0;width:min(560px,100vw - 16px);' +
      'max-height:calc(100vh - 16px);overflow:auto;background:#fff}dialog::backdrop{background:rgba(0,0,0,.6)}' +
      '.x{position:sticky;top:0;float:right;z-index:1;margin:8px;font:600 20px/1 system-ui,sans-serif;' +
      'border:0;border-radius:999px;width:36px;height:36px;background:#eee;color:#111;cursor:pointer}' +
      '.f{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:600 16px/1 system-ui,sans-serif;' +
      'padding:14px 20px;border:0;border-radius:999px;color:#fff;background:var(--gari-brand,#c2410c);' +
      'box-shadow:0 4px 12px rgba(0,0,0,.3);cursor:pointer}',
  );
  /** A light-DOM host with its own shadow root (host page CSS cannot reach in). */
  const shell = () => {
    const host = d.createElement('gari-shell');
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [popupCss];
    d.body.appendChild(host);
    return root;
  };
  const open = (o: Options) => {
    const root = shell();
    const dialog = d.createElement('dialog');
    dialog.setAttribute('aria-label', 'Book a service');
    const close = d.createElement('button');
    close.className = 'x';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close');
    close.onclick = () => dialog.close();
    dialog.onclose = () => root.host.remove(); // unmounts the widget (disconnectedCallback)
    dialog.append(close, widget(o));
    root.appendChild(dialog);
    dialog.showModal();
    load();
  };
  let popupOptions: Options = {};
  const bindPopups = (o: Options) => {
    popupOptions = o;
    for (const el of d.querySelectorAll<HTMLElement>('[data-gari-booking-popup]')) {
      if (el.dataset.gariBound) continue;
      el.dataset.gariBound = '1';
      el.addEventListener('pointerenter', load, { once: true });
      el.addEventListener('focus', load, { once: true });
      el.addEventListener('click', (e) => {
        e.preventDefault();
        // Options as set last by Gari('popup', …) (the element's own key wins).
        open({ ...popupOptions, key: el.dataset.gariKey || popupOptions.key });
      });
    }
  };
  const floating = (o: Options) => {
    const button = d.createElement('button');
    button.className = 'f';
    button.textContent = o.label || 'Book now';
    button.onclick = () => open(o);
    button.onpointerenter = load;
    shell().appendChild(button);
  };
  let fuel: HTMLScriptElement | undefined;
  /** The price widget (issue #11) lives in `fuel-prices.js`: added once the page has one. */
  const scanFuel = () => {
    if (fuel || !(me?.dataset.gariFuelKey || d.querySelector('gari-fuel-prices,[data-gari-fuel-prices]')))
      return;
    fuel = d.createElement('script');
    fuel.src = `${base}fuel-prices.js`;
    Object.assign(fuel.dataset, me?.dataset);
    d.head.appendChild(fuel);
  };
  const scan = () => {
    scanFuel();
    bindPopups(popupOptions);
    for (const el of d.querySelectorAll<HTMLElement>('[data-gari-booking]')) {
      const key = el.dataset.gariKey || defaultKey;
      inline({
        el,
        ...(key ? { key } : {}),
        ...(el.dataset.gariTheme ? { theme: el.dataset.gariTheme } : {}),
        ...(el.dataset.gariBrandColor ? { brandColor: el.dataset.gariBrandColor } : {}),
      });
    }
  };
  const api: Gari = (command, a, b) => {
    const o = (a || {}) as Options;
    if (command === 'inline') inline(o);
    else if (command === 'popup') bindPopups(o);
    else if (command === 'floating') floating(o);
    else if (command === 'on' && typeof a === 'string' && typeof b === 'function') {
      const type = a.startsWith('gari:') ? a : `gari:${a}`;
      if (!handlers[type]) {
        handlers[type] = [];
        d.addEventListener(type, (e) => {
          for (const h of handlers[type] || []) h((e as CustomEvent).detail, e);
        });
      }
      handlers[type]?.push(b as Handler);
    }
  };
  api.loaded = true;
  w.Gari = api;
  for (const args of prev?.q || []) api(...args);
  const ready = () => {
    scan();
    new MutationObserver(scan).observe(d.body, { childList: true, subtree: true });
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
  else ready();
})(window, document);
