import { createRoot, type Root } from 'react-dom/client';
import { createWidgetApi } from './client';
import { type Emit, WidgetApp } from './WidgetApp';

/** The widget's whole CSS (vanilla-extract, rem → px), put in by the build. */
declare const __GARI_WIDGET_CSS__: string;

let sheet: CSSStyleSheet | undefined;
/** One constructable stylesheet shared by every widget on the page (adopted into each shadow root). */
function widgetSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    // `all: initial` on the host: no inherited host-page font, colour or spacing reaches the widget;
    // !important beats the host page's own !important rules on the element (shadow context wins).
    sheet.replaceSync(
      ':host{all:initial!important;display:block!important;contain:layout style}' +
        '[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}' +
        __GARI_WIDGET_CSS__,
    );
  }
  return sheet;
}

/**
 * react-aria's `usePress` adds one `<style id="react-aria-pressable-style">` (touch-action of pressable
 * elements) to the document's head unless an element with that id exists. In a widget that would
 * leak a rule into the host page and break a strict `style-src` CSP, so the rule lives in the widget's
 * shadow stylesheet instead and an inert `<template>` with that id claims the slot.
 */
function claimPressStyle(): void {
  const id = 'react-aria-pressable-style';
  if (document.getElementById(id)) return;
  const marker = document.createElement('template');
  marker.id = id;
  document.head.appendChild(marker);
}

/** `{origin}/api/v1` of the server this script came from. */
export const API_BASE = new URL(/* @vite-ignore */ '/api/v1', import.meta.url).href;

/**
 * `<gari-booking key="…" theme="light|dark" brand-color="#…">` (issue #3 widget): the booking wizard in
 * an open Shadow DOM with its own stylesheet. Events `gari:loaded`, `gari:step`,
 * `gari:booking-succeeded` (`detail.booking_id`) and `gari:booking-failed` bubble out of the element
 * (composed). The React root is made on connect and unmounted on disconnect (after a microtask, so a
 * move inside the page keeps its state); connecting twice is a no-op; changing an attribute re-renders.
 */
export class GariBookingElement extends HTMLElement {
  static observedAttributes = ['key', 'theme', 'brand-color'];
  #root: Root | null = null;
  #portal: HTMLDivElement | null = null;
  #client = createWidgetApi(API_BASE);

  connectedCallback(): void {
    if (this.#root) return;
    claimPressStyle();
    // The loader may have attached the shadow root already (with the skeleton): reuse it.
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [widgetSheet()];
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    portal.setAttribute('data-gari-portal', '');
    shadow.replaceChildren(mount, portal);
    this.#portal = portal;
    this.#root = createRoot(mount);
    this.#render();
  }

  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #emit: Emit = (name, detail) => {
    this.dispatchEvent(new CustomEvent(`gari:${name}`, { detail, bubbles: true, composed: true }));
  };

  #render(): void {
    if (!this.#root) return;
    const key = this.getAttribute('key') ?? '';
    const theme = this.getAttribute('theme') === 'dark' ? 'dark' : 'light';
    this.#root.render(
      <WidgetApp
        key={key}
        client={this.#client}
        widgetKey={key}
        theme={theme}
        brandColor={this.getAttribute('brand-color')}
        portal={() => this.#portal ?? document.body}
        emit={this.#emit}
      />,
    );
  }
}

/** Defines `<gari-booking>` once (a second widget bundle on the page is harmless). */
export function defineGariBooking(): void {
  if (!customElements.get('gari-booking')) customElements.define('gari-booking', GariBookingElement);
}
