/**
 * `<gari-fuel-prices key="gw_…" mode="station|board" fuel="Diesel" theme="light|dark" brand-color="#…">`
 * (issue #11 "The price widget"), the custom element of `fuel-prices.js`: no React, a few hundred bytes.
 * On connect it reserves the widget's height with a skeleton in an open shadow root, fetches the
 * server-rendered HTML (`GET /embed/fuel-prices?key=&mode=&fuel=&theme=&brand_color=`, no credentials)
 * and puts it in: every `<style>` of the answer becomes a constructable stylesheet of the shadow root
 * (`adoptedStyleSheets`, which a strict `style-src` allows), the rest its content. It refreshes every
 * 10 minutes (`./refresh`: a failed refresh keeps the prices, marked stale). HTML already in a
 * declarative shadow root (the iframe page) is kept and only refreshed. Removing the element stops it;
 * changing an attribute fetches again.
 */
import { FUEL_WIDGET_HEIGHT, FUEL_WIDGET_REFRESH_MS } from '@gari/contract/fuelWidget';
import { type Effect, outcomeOf, type Refresh, startRefresh } from './refresh';

/** Attributes and the query parameter each one becomes. */
const PARAMS = {
  key: 'key',
  mode: 'mode',
  fuel: 'fuel',
  theme: 'theme',
  'brand-color': 'brand_color',
} as const;

const sheets = new Map<string, CSSStyleSheet>();
/** One constructable stylesheet per CSS text, shared by every widget on the page. */
const sheetOf = (css: string) => {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
};

/**
 * The host's own rules: `all: initial` (no host page style reaches in; `!important` in the shadow
 * context beats the page's own `!important`), the reserved height, the skeleton and the message shown
 * when nothing could be loaded.
 */
const HOST_CSS =
  `:host{all:initial!important;display:block!important;height:${FUEL_WIDGET_HEIGHT}px!important;contain:layout style}` +
  `.k{box-sizing:border-box;height:${FUEL_WIDGET_HEIGHT}px;border-radius:12px;` +
  'background:linear-gradient(90deg,#eee,#f7f7f7,#eee) 0 0/200% 100%;animation:k 1.2s infinite}' +
  '@keyframes k{to{background-position:-200% 0}}' +
  '.u{display:flex;align-items:center;justify-content:center;padding:16px;text-align:center;animation:none;' +
  'font:14px/1.4 system-ui,sans-serif;color:#444;background:#f6f5f2;border:1px solid #e2e0db}';

/** Builds the element class for scripts served from `base` (the `/embed/` URL of `fuel-prices.js`). */
export function fuelPricesElement(base: string) {
  return class GariFuelPrices extends HTMLElement {
    // No class fields or `#private` members: the build targets ES2020 and they would need helpers.
    static get observedAttributes() {
      return Object.keys(PARAMS);
    }
    declare refresh?: Refresh | undefined;

    /** `/embed/fuel-prices?…` of the current attributes. */
    get src(): string {
      const url = new URL('fuel-prices', base);
      for (const [name, param] of Object.entries(PARAMS)) {
        const value = this.getAttribute(name);
        if (value) url.searchParams.set(param, value);
      }
      return url.href;
    }

    connectedCallback(): void {
      if (this.refresh) return;
      // A declarative shadow root (the iframe page) already holds the server's HTML: keep it.
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const ready = root.querySelector('[data-fuel-widget]') !== null;
      root.adoptedStyleSheets = [sheetOf(HOST_CSS)];
      if (!ready) root.innerHTML = '<div class="k" role="status" aria-label="Loading fuel prices…"></div>';
      this.refresh = startRefresh({
        load: () =>
          fetch(this.src, { credentials: 'omit', cache: 'no-cache' }).then(outcomeOf, () => ({
            kind: 'failed' as const,
          })),
        apply: (effect) => this.apply(root, effect),
        everyMs: FUEL_WIDGET_REFRESH_MS,
        initial: ready ? 'prices' : 'loading',
      });
    }

    disconnectedCallback(): void {
      this.refresh?.stop();
      this.refresh = undefined;
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
      if (before !== after) void this.refresh?.now();
    }

    apply(root: ShadowRoot, effect: Effect): void {
      if (effect.type === 'show') {
        const template = document.createElement('template');
        template.innerHTML = effect.html; // inert: its <style> elements are read, never applied
        const styles = [...template.content.querySelectorAll('style')].map((style) => {
          style.remove();
          return sheetOf(style.textContent ?? '');
        });
        root.adoptedStyleSheets = [sheetOf(HOST_CSS), ...styles];
        root.replaceChildren(template.content);
      } else if (effect.type === 'mark-stale') {
        root.querySelector('[data-fuel-widget]')?.setAttribute('data-stale', 'true');
      } else if (effect.type === 'show-unavailable') {
        root.innerHTML =
          '<div class="k u" role="alert">Fuel prices could not be loaded. Please try again later.</div>';
      }
    }
  };
}

/**
 * Defines `<gari-fuel-prices>` once (a second copy of the script is harmless) and mounts one in every
 * `[data-gari-fuel-prices]` container, now and when the page adds more: its `data-gari-key` (or
 * `data-gari-fuel-key`, else the script tag's), `data-gari-mode`, `data-gari-fuel`, `data-gari-theme`
 * and `data-gari-brand-color` become the element's attributes.
 */
export function defineFuelPrices(base: string, script: DOMStringMap = {}): void {
  const d = document;
  if (!customElements.get('gari-fuel-prices'))
    customElements.define('gari-fuel-prices', fuelPricesElement(base));
  const scan = () => {
    for (const el of d.querySelectorAll<HTMLElement>('[data-gari-fuel-prices]')) {
      if (el.dataset.gariMounted) continue;
      el.dataset.gariMounted = '1';
      const o = el.dataset;
      const widget = d.createElement('gari-fuel-prices');
      const values = {
        key: o.gariFuelKey || o.gariKey || script.gariFuelKey || script.gariKey,
        mode: o.gariMode,
        fuel: o.gariFuel,
        theme: o.gariTheme,
        'brand-color': o.gariBrandColor,
      };
      for (const [name, value] of Object.entries(values)) if (value) widget.setAttribute(name, value);
      el.appendChild(widget);
    }
  };
  const ready = () => {
    scan();
    new MutationObserver(scan).observe(d.body, { childList: true, subtree: true });
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
  else ready();
}
