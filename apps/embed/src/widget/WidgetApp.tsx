import type { WidgetConfig } from '@gari/contract/providers';
import { BookingApiProvider } from '@gari/features/app';
import { type BookingHostEvent, BookingWizard, useBooking } from '@gari/features/booking';
import { Alert } from '@gari/ui/Alert';
import { Skeleton } from '@gari/ui/Skeleton';
import { darkTheme, lightTheme, vars } from '@gari/ui/theme';
import { type CSSProperties, useEffect, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { WidgetApi } from './client';
import * as styles from './widget.css';

/** Events the widget sends to the host page (`gari:` + name), as `CustomEvent` details. */
export interface WidgetEventDetail {
  loaded: { key: string; provider_id: number; provider_name: string };
  step: { step: number; name: string };
  'booking-succeeded': { booking_id: string; calendar_url: string | null };
  'booking-failed': { message: string; status: number };
}
export type WidgetEventName = keyof WidgetEventDetail;
export type Emit = <N extends WidgetEventName>(name: N, detail: WidgetEventDetail[N]) => void;

/** Props of {@link WidgetApp}. */
export interface WidgetAppProps {
  /** The widget's API client (absolute base, no stored tokens). */
  client: WidgetApi;
  /** The provider's widget key (`key` attribute). */
  widgetKey: string;
  /** `theme` attribute. @default 'light' */
  theme?: 'light' | 'dark';
  /** `brand-color` attribute; wins over the host's `--gari-brand` and the provider's colour. */
  brandColor?: string | null;
  /** Element inside the shadow root where react-aria overlays render. */
  portal: () => HTMLElement;
  /** Sends `gari:*` events from the element. */
  emit: Emit;
}

type ConfigState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: WidgetConfig['data'] };

/** `GET /widgets/{key}` once per key (a plain effect: the widget ships without a query library). */
function useWidgetConfig(client: WidgetApi, key: string): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    setState({ status: 'pending' });
    client.config(key).then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'Please try again later.',
        }),
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  return state;
}

/** The CSS custom property name inside `var(--x)`. */
const varName = (v: string) => v.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The widget's React tree (issue #3 widget, layer c): the provider of `widgetKey` from
 * `GET /widgets/{key}`, then the site's own {@link BookingWizard} driven by `useBooking` (same machine,
 * hook and views) with `widgetKey` set, so `POST /bookings` carries `widget_key`. Theme class on the
 * inner root; brand colour = `brand-color` attribute, else the host's `--gari-brand`, else the
 * provider's. react-aria overlays render into `portal` (inside the shadow root). Emits `loaded`,
 * `step`, `booking-succeeded` and `booking-failed`.
 */
export function WidgetApp({ client, widgetKey, theme = 'light', brandColor, portal, emit }: WidgetAppProps) {
  const config = useWidgetConfig(client, widgetKey);
  const apiBrand = config.status === 'success' ? config.data.brand_color : '#c2410c';
  const brand = brandColor || `var(--gari-brand, ${apiBrand})`;
  const style = {
    [varName(vars.color.brand)]: brand,
    [varName(vars.color.brandHover)]: brand,
  } as CSSProperties;
  return (
    <UNSAFE_PortalProvider getContainer={portal}>
      <div
        className={`${theme === 'dark' ? darkTheme : lightTheme} ${styles.root}`}
        style={style}
        data-gari-widget=""
        data-theme={theme}
      >
        {config.status === 'pending' ? (
          <div role="status" aria-label="Loading booking…">
            <Skeleton height="560px" />
          </div>
        ) : config.status === 'error' ? (
          <Alert tone="danger" title="Booking is not available">
            {config.message}
          </Alert>
        ) : (
          <BookingApiProvider api={client.api}>
            <Booking config={config.data} widgetKey={widgetKey} emit={emit} />
          </BookingApiProvider>
        )}
      </div>
    </UNSAFE_PortalProvider>
  );
}

function Booking({
  config,
  widgetKey,
  emit,
}: {
  config: WidgetConfig['data'];
  widgetKey: string;
  emit: Emit;
}) {
  const p = config.provider;
  const [input] = useState(() => ({
    provider: { type: p.type, id: p.id, name: p.name, services: p.services },
  }));
  const booking = useBooking(input, {
    widgetKey,
    onEvent: (event: BookingHostEvent) => {
      if (event.type === 'step.changed') emit('step', { step: event.step, name: event.name });
      else if (event.type === 'booking.succeeded')
        emit('booking-succeeded', { booking_id: event.booking_id, calendar_url: event.calendar_url });
      else emit('booking-failed', { message: event.message, status: event.status });
    },
  });
  useEffect(() => {
    emit('loaded', { key: widgetKey, provider_id: p.id, provider_name: p.name });
  }, [emit, widgetKey, p.id, p.name]);
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>Book {p.name}</h2>
        <span className={styles.muted}>
          {p.address}, {p.city}
        </span>
      </div>
      <BookingWizard booking={booking} timeZone={p.timezone} showSummary={false} className={styles.wizard} />
    </>
  );
}
