import { DEFAULT_FUEL, type FuelType } from '@gari/contract/gasOptions';
import type { FuelWidgetData } from '@gari/contract/gasStations';
import { darkTheme, lightTheme, vars, visuallyHidden } from '@gari/ui/theme';
import type { ReactNode } from 'react';
import { useT } from '../shared/locale';
import { FuelBoard } from './FuelBoard';
import * as styles from './fuelPrices.css';
import { t as fuelT } from './messages';
import { FuelPricesFooter } from './parts';
import { StationPrices } from './StationPrices';

/** Why the widget shows no prices: the API's 404 (unknown key), 403 (origin not allowed), or any failure. */
export type FuelPricesErrorReason = 'unknown_key' | 'origin_refused' | 'unavailable';

/**
 * What the price widget shows (issue #11 widget states): `loading` (the skeleton), `prices` (the data of
 * `GET /widgets/{key}/fuel-prices`, in station or board mode as `data.mode` says; `stale` when the last
 * refresh failed and these are the previous prices), or `error`.
 */
export type FuelPricesState =
  | { status: 'loading' }
  | { status: 'prices'; data: FuelWidgetData['data']; stale?: boolean }
  | { status: 'error'; reason: FuelPricesErrorReason };

/** Props of {@link FuelPricesWidget}. */
export interface FuelPricesWidgetProps {
  state: FuelPricesState;
  /** The instant ages are measured against ('2h ago'): the render time on the server. */
  now: Date;
  /** `theme` attribute. @default 'light' */
  theme?: 'light' | 'dark';
  /**
   * `brand-color` attribute (`#rrggbb`, anything else is ignored): wins over the host page's
   * `--gari-brand` custom property, which wins over the station's colour from `/partner`.
   */
  brandColor?: string | null;
  /** The fuel of board mode (`fuel` attribute), for the empty board's text. @default 'Essence' */
  fuel?: FuelType;
  /** Gari's origin for the links to station pages (`https://gari.rw`); '' = this origin. @default '' */
  siteUrl?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** Gari's own brand colour (the light theme's), when neither the page nor the station names one. */
const DEFAULT_BRAND = '#c2410c';
/** The custom property name inside `var(--x)`. */
const varName = (v: string) => v.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The brand colour rule of the widget's root, as CSS text: a `<style>` element rather than a `style`
 * attribute, because a host page's `style-src` policy blocks style attributes in the HTML the loader
 * inserts, while the loader adopts `<style>` texts as constructable stylesheets (which it allows).
 */
export function brandRule(brandColor: string | null | undefined, stationColor: string): string {
  const fallback = HEX.test(stationColor) ? stationColor : DEFAULT_BRAND;
  const value = brandColor && HEX.test(brandColor) ? brandColor : `var(--gari-brand, ${fallback})`;
  return `.${styles.root}.${styles.root}{${varName(vars.color.brand)}:${value}}`;
}

function Skeleton() {
  const t = useT(fuelT);
  const row = (i: number) => (
    <li key={i} className={styles.row}>
      <span className={styles.barName} />
      <span className={styles.barPrice} />
    </li>
  );
  return (
    <>
      <span className={visuallyHidden}>{t('loading')}</span>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.heading}>
          <span className={styles.barTitle} />
          <span className={styles.barSub} />
        </div>
      </div>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2].map(row)}
      </ul>
      <div className={styles.footer} aria-hidden="true">
        <span className={styles.barFoot} />
      </div>
    </>
  );
}

function ErrorView({ reason, siteUrl }: { reason: FuelPricesErrorReason; siteUrl: string }) {
  const t = useT(fuelT);
  const text = {
    unknown_key: t('unknownKey'),
    origin_refused: t('originRefused'),
    unavailable: t('unavailable'),
  };
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('errorTitle')}</h2>
      </div>
      <p className={styles.message} role="alert">
        {text[reason]}
      </p>
      <FuelPricesFooter updated={null} siteUrl={siteUrl} />
    </>
  );
}

/**
 * `<gari-fuel-prices>`'s view (issue #11 "The price widget"): one station's fuels with the price per
 * litre, regulated ceiling (and an 'Above ceiling' flag), age and source ('2h ago · station'), or in
 * board mode the cheapest stations of its city for one fuel; plus the skeleton, the stale notice and
 * the error states. Static markup only — no state, effects or handlers — so the server renders it to
 * HTML (`apps/embed/src/fuelPrices/server.tsx`) and the page shows it without client React. Every state
 * is `FUEL_WIDGET_HEIGHT` px tall (CLS 0). The root carries `data-fuel-widget`, `data-state` and,
 * when stale, `data-stale` (the loader sets it itself when a refresh fails).
 */
export function FuelPricesWidget({
  state,
  now,
  theme = 'light',
  brandColor,
  fuel = DEFAULT_FUEL,
  siteUrl = '',
}: FuelPricesWidgetProps) {
  const t = useT(fuelT);
  const data = state.status === 'prices' ? state.data : null;
  let body: ReactNode;
  let label: string;
  if (state.status === 'loading') {
    body = <Skeleton />;
    label = t('loading');
  } else if (state.status === 'error') {
    body = <ErrorView reason={state.reason} siteUrl={siteUrl} />;
    label = t('errorTitle');
  } else if (state.data.mode === 'board') {
    const boardFuel = state.data.board?.fuel_type ?? fuel;
    body = <FuelBoard data={state.data} fuel={boardFuel} now={now} siteUrl={siteUrl} />;
    label = t('boardLabel', { fuel: boardFuel, city: state.data.station.city });
  } else {
    body = <StationPrices data={state.data} now={now} siteUrl={siteUrl} />;
    label = t('stationLabel', { station: state.data.station.name });
  }
  return (
    <section
      className={`${theme === 'dark' ? darkTheme : lightTheme} ${styles.root}`}
      aria-label={label}
      aria-busy={state.status === 'loading' || undefined}
      data-fuel-widget=""
      data-state={state.status}
      data-theme={theme}
      data-stale={(state.status === 'prices' && state.stale) || undefined}
    >
      <style>{brandRule(brandColor, data?.brand_color ?? '')}</style>
      {body}
    </section>
  );
}
