import type { ProviderKind } from '@gari/contract/providers';
import { useT } from '../shared/locale';
import { CopyCode, CopyText } from './CopyField';
import { widgetT } from './widgetMessages';

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

/**
 * The texts of `/partner`'s widget section (issue #3 "Staff manage their widget"): garages and
 * carwashes manage the booking widget, a gas station its price widget (issue #11) — same key, allowed
 * websites and brand colour (`GET|PUT /partner/widget`). Read with `t` (the partner catalog in the
 * member's language; English by default).
 */
export const widgetKindTexts = (
  kind: ProviderKind | undefined,
  t: typeof widgetT = widgetT,
): WidgetKindTexts =>
  kind === 'gas_station'
    ? {
        title: t('priceWidget'),
        intro: t('priceWidgetIntro'),
        empty: t('priceWidgetEmpty'),
        snippetHint: t('priceWidgetHint'),
      }
    : {
        title: t('bookingWidget'),
        intro: t('bookingWidgetIntro'),
        empty: t('bookingWidgetEmpty'),
        snippetHint: t('bookingWidgetHint'),
      };

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
  const t = useT(widgetT);
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
        title={t('asElement')}
        hint={t('elementHint')}
        code={element}
        testId="fuel-widget-element"
        copyLabel={t('copyElement')}
        copy={copy}
      />
      <CopyText label={t('framePage')} value={frame} copyLabel={t('copyPageUrl')} copy={copy} />
    </>
  );
}
