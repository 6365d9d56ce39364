import type { PartnerStationData } from '@gari/client/gasStations';
import { priceSourceLabel } from '@gari/contract/gasOptions';
import { Badge } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { formatMoney, formatTimeAgo } from '@gari/ui/format';
import { NumberField } from '@gari/ui/NumberField';
import { TextField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { type FormEvent, useState } from 'react';
import { LoadingStatus } from '../shared/LoadingStatus';
import { RetryAlert } from '../shared/RetryAlert';
import * as styles from './partner.css';
import { StationProductsEditor } from './StationProductsEditor';
import { messageOf } from './usePartnerConsole';
import { type StationConsole, useStationConsole } from './useStationConsole';

/** Weekdays of the hours editor, Monday first (0 = Sunday as the API counts). */
const DAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;
/** Local `HH:MM` (the contract's clock). */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The message of a time that is not `HH:MM` (the API's text). */
export const CLOCK_ERROR = 'Use a time such as 06:00.';

/** Fuel prices: the shown price (age, source), the ceiling, and the staff's new price per litre. */
function PricesForm({ station: st, console: c }: { station: PartnerStationData; console: StationConsole }) {
  const [draft, setDraft] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(st.staff_prices.map((p) => [p.fuel_type, p.price])),
  );
  const changed = st.prices.filter((p) => {
    const staff = st.staff_prices.find((s) => s.fuel_type === p.fuel_type)?.price ?? null;
    const next = draft[p.fuel_type] ?? null;
    return next !== null && next !== staff;
  });
  // A price is typed into a number field that commits on blur, so Save stays enabled and says when
  // there is nothing new to save.
  const [nothing, setNothing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNothing(changed.length === 0);
    if (changed.length === 0) return;
    c.save({
      part: 'prices',
      body: { prices: changed.map((p) => ({ fuel_type: p.fuel_type, price: draft[p.fuel_type] ?? null })) },
    });
  };
  return (
    <form className={styles.list} onSubmit={submit} noValidate aria-labelledby={`station-prices-${st.id}`}>
      <h3 id={`station-prices-${st.id}`} className={styles.itemTitle}>
        Fuel prices
      </h3>
      <p className={styles.muted}>A price you save is shown to drivers at once (source: station).</p>
      {st.prices.map((p) => {
        const next = draft[p.fuel_type] ?? null;
        const above = next !== null && p.ceiling !== null && next > p.ceiling.price;
        return (
          <div key={p.fuel_type} className={styles.item} data-fuel={p.fuel_type}>
            <div className={styles.itemText}>
              <span className={styles.itemTitle}>{p.fuel_type}</span>
              <span>
                Shown: {p.price === null ? 'no price' : `${formatMoney(p.price, p.currency)}/L`}
                {p.reported_at && p.source
                  ? ` · ${formatTimeAgo(p.reported_at)} · ${priceSourceLabel(p.source, p.report_count)}`
                  : ''}
              </span>
              <span className={styles.muted}>
                {p.ceiling
                  ? `Ceiling ${formatMoney(p.ceiling.price, p.ceiling.currency)} (${p.ceiling.regulator}, until ${p.ceiling.valid_to})`
                  : 'No regulated ceiling'}
              </span>
            </div>
            <NumberField
              label={`${p.fuel_type} price per litre (${p.currency})`}
              minValue={0}
              value={next ?? Number.NaN}
              onChange={(v) => setDraft((d) => ({ ...d, [p.fuel_type]: Number.isNaN(v) ? null : v }))}
              description={above ? 'Above the regulated ceiling: drivers will see it flagged.' : undefined}
            />
            {above ? <Badge tone="danger">Above ceiling</Badge> : null}
          </div>
        );
      })}
      <div className={styles.row}>
        <Button type="submit" isPending={c.saving === 'prices'}>
          Save prices
        </Button>
        <span role="status" className={styles.muted}>
          {nothing ? 'Type a new price to save.' : ''}
        </span>
      </div>
    </form>
  );
}

/** One weekday of the hours editor. */
interface DayDraft {
  closed: boolean;
  open: string;
  close: string;
}

/** Opening hours: one opening per weekday (close ≤ open closes the next day; 00:00–00:00 is 24 hours). */
function HoursForm({ station: st, console: c }: { station: PartnerStationData; console: StationConsole }) {
  const [draft, setDraft] = useState<Record<number, DayDraft>>(() =>
    Object.fromEntries(
      DAYS.map(([day]) => {
        const h = st.opening_hours.find((x) => x.day === day);
        return [
          day,
          h
            ? { closed: false, open: h.open, close: h.close }
            : { closed: true, open: '06:00', close: '22:00' },
        ];
      }),
    ),
  );
  const set = (day: number, patch: Partial<DayDraft>) =>
    setDraft((d) => ({ ...d, [day]: { ...(d[day] as DayDraft), ...patch } }));
  const invalid = DAYS.some(([day]) => {
    const d = draft[day];
    return d !== undefined && !d.closed && (!CLOCK.test(d.open) || !CLOCK.test(d.close));
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const opening_hours = DAYS.flatMap(([day]) => {
      const d = draft[day];
      return d && !d.closed ? [{ day, open: d.open, close: d.close }] : [];
    });
    c.save({ part: 'hours', body: { opening_hours } });
  };
  return (
    <form className={styles.list} onSubmit={submit} noValidate aria-labelledby={`station-hours-${st.id}`}>
      <h3 id={`station-hours-${st.id}`} className={styles.itemTitle}>
        Opening hours
      </h3>
      <p className={styles.muted}>
        Local time ({st.timezone}). A closing time earlier than the opening closes the next day; 00:00 to
        00:00 is open 24 hours.
      </p>
      {DAYS.map(([day, name]) => {
        const d = draft[day] as DayDraft;
        return (
          <div key={day} className={styles.row} data-day={day}>
            <span className={styles.grow}>{name}</span>
            <Checkbox isSelected={d.closed} onChange={(closed) => set(day, { closed })}>
              Closed<span className={visuallyHidden}> on {name}</span>
            </Checkbox>
            {d.closed ? null : (
              <>
                <TextField
                  label={`${name} opens`}
                  value={d.open}
                  onChange={(open) => set(day, { open })}
                  isInvalid={!CLOCK.test(d.open)}
                  errorMessage={CLOCK.test(d.open) ? undefined : CLOCK_ERROR}
                />
                <TextField
                  label={`${name} closes`}
                  value={d.close}
                  onChange={(close) => set(day, { close })}
                  isInvalid={!CLOCK.test(d.close)}
                  errorMessage={CLOCK.test(d.close) ? undefined : CLOCK_ERROR}
                />
              </>
            )}
          </div>
        );
      })}
      <div>
        <Button type="submit" isDisabled={invalid} isPending={c.saving === 'hours'}>
          Save opening hours
        </Button>
      </div>
    </form>
  );
}

/** Props of {@link StationSection}. */
export interface StationSectionProps {
  /** The station (a provider of type gas_station the staff member works for). */
  stationId: number;
  /** Its name (section heading). */
  stationName: string;
}

/**
 * A gas station in the partner console (issue #11 "the console gains a station section: prices,
 * products, hours"): fuel prices with the shown price, its age and source, the regulated ceiling (a
 * price above it is accepted and flagged), Save prices; engine oils and other products with variants
 * ({@link StationProductsEditor}); opening hours per weekday. The widget key and allowed websites are
 * the provider's widget settings beside it. Loading: a labelled skeleton; failure: an alert with Retry.
 */
export function StationSection({ stationId, stationName }: StationSectionProps) {
  const c = useStationConsole(stationId);
  const { station } = c;
  const titleId = `partner-station-${stationId}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-station-id={stationId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Station · {stationName}
      </h2>
      {station.isPending ? (
        <LoadingStatus label="Loading the station…" height="4rem" lines={3} />
      ) : station.isError ? (
        <RetryAlert title="Could not load the station" retryLabel="Retry" onRetry={() => station.refetch()}>
          {messageOf(station.error) ?? 'Please try again.'}
        </RetryAlert>
      ) : (
        <>
          <PricesForm key={`prices-${station.dataUpdatedAt}`} station={station.data} console={c} />
          <StationProductsEditor
            key={`products-${station.dataUpdatedAt}`}
            station={station.data}
            console={c}
          />
          <HoursForm key={`hours-${station.dataUpdatedAt}`} station={station.data} console={c} />
        </>
      )}
    </section>
  );
}
