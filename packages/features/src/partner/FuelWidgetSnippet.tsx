import type { ProviderKind } from '@gari/contract/providers';
import { CopyCode, CopyText } from './CopyField';

/** The widget settings' texts for one kind of provider. */
export interface WidgetKindTexts {
  /** Section heading before ' · {provider name}'. */
  title: string;
  /** What the allowed websites do. */
  intro: string;
  /** No website allowed yet. */
  empty: string;
  /** Above the snippet. */
  snippetHint: string;
}

const BOOKING: WidgetKindTexts = {
  title: 'Booking widget',
  intro: 'Bookings made through the widget are accepted only from the websites listed here.',
  empty: 'No website is allowed yet: add one to start taking bookings.',
  snippetHint: 'Paste this where the booking widget should appear on your website.',
};
const PRICES: WidgetKindTexts = {
  title: 'Price widget',
  intro: 'The price widget shows your fuel prices only on the websites listed here.',
  empty: 'No website is allowed yet: add one to show your prices on it.',
  snippetHint: 'Paste this where your fuel prices should appear on your website.',
};

/**
 * The texts of `/partner`'s widget section (issue #3 "Staff manage their widget"): garages and
 * carwashes manage the booking widget, a gas station its price widget (issue #11) — same key, allowed
 * websites and brand colour (`GET|PUT /partner/widget`).
 */
export const widgetKindTexts = (kind: ProviderKind | undefined): WidgetKindTexts =>
  kind === 'gas_station' ? PRICES : BOOKING;

/** Props of {@link FuelWidgetSnippet}. */
export interface FuelWidgetSnippetProps {
  /** The station's widget key. */
  widgetKey: string;
  /** The iframe URL the API gives (`https://gari.rw/embed/fuel-prices?key=…`): its origin is Gari's. */
  iframeUrl: string;
  /** Copies text to the clipboard (with the console's toasts). */
  copy: (text: string) => void;
}

/**
 * The price widget's other forms for a gas station's staff (issue #11 "The price widget"): the
 * `<gari-fuel-prices>` element (station prices; `mode="board"` for the cheapest of the city) with
 * `fuel-prices.js`, and the plain iframe page (`/embed/fuel-prices/frame`) for site builders, each with
 * Copy. Shown under the widget settings' snippet.
 */
export function FuelWidgetSnippet({ widgetKey, iframeUrl, copy }: FuelWidgetSnippetProps) {
  let origin = '';
  try {
    origin = new URL(iframeUrl).origin;
  } catch {
    // A relative URL: same origin as the console.
  }
  const element =
    `<script async src="${origin}/embed/fuel-prices.js"></script>\n` +
    `<gari-fuel-prices key="${widgetKey}" mode="station"></gari-fuel-prices>\n` +
    `<!-- or the cheapest stations of your city: -->\n` +
    `<gari-fuel-prices key="${widgetKey}" mode="board" fuel="Diesel"></gari-fuel-prices>`;
  const frame = `${origin}/embed/fuel-prices/frame?key=${encodeURIComponent(widgetKey)}`;
  return (
    <>
      <CopyCode
        id={`fuel-element-${widgetKey}`}
        title="As an element"
        hint='296 px high in every state; theme="dark" and brand-color="#0f766e" restyle it.'
        code={element}
        testId="fuel-widget-element"
        copyLabel="Copy element"
        copy={copy}
      />
      <CopyText
        label="Price widget page (iframe, no scripts)"
        value={frame}
        copyLabel="Copy page URL"
        copy={copy}
      />
    </>
  );
}
