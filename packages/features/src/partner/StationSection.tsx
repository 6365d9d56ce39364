import type { PartnerStationData } from '@gari/client/gasStations';
import { Badge } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Inline } from '@gari/ui/Inline';
import { NumberField } from '@gari/ui/NumberField';
import { Stack } from '@gari/ui/Stack';
import { TextField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { type FormEvent, useState } from 'react';
import { LoadingStatus } from '../shared/LoadingStatus';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as styles from './partner.css';
import { StationProductsEditor } from './StationProductsEditor';
import { stationT } from './stationMessages';
import { messageOf } from './usePartnerConsole';
import { type StationConsole, useStationConsole } from './useStationConsole';

/** Weekdays of the hours editor, Monday first (0 = Sunday as the API counts), with their name's key. */
const DAYS = [
  [1, 'day1'],
  [2, 'day2'],
  [3, 'day3'],
  [4, 'day4'],
  [5, 'day5'],
  [6, 'day6'],
  [0, 'day0'],
] as const;
/** Local `HH:MM` (the contract's clock). */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The message of a time that is not `HH:MM` (the API's text; English — the form reads its language). */
export const CLOCK_ERROR = stationT.catalog.en.clockError;

/** Fuel prices: the shown price (age, source), the ceiling, and the staff's new price per litre. */
function PricesForm({ station: st, console: c }: { station: PartnerStationData; console: StationConsole }) {
  const t = useT(stationT);
  const f = useFormat();
  const timeAgo = useTimeAgo();
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
        {t('fuelPrices')}
      </h3>
      <p className={styles.muted}>{t('pricesIntro')}</p>
      {st.prices.map((p) => {
        const next = draft[p.fuel_type] ?? null;
        const above = next !== null && p.ceiling !== null && next > p.ceiling.price;
        return (
          <div key={p.fuel_type} className={styles.item} data-fuel={p.fuel_type}>
            <Stack gap="xs">
              <span className={styles.itemTitle}>{p.fuel_type}</span>
              <span>
                {t('shown', {
                  price:
                    p.price === null ? t('noPrice') : t('perLitre', { price: f.money(p.price, p.currency) }),
                })}
                {p.reported_at && p.source
                  ? ` · ${timeAgo(p.reported_at)} · ${
                      p.source === 'station' ? t('sourceStation') : t('sourceDrivers', { n: p.report_count })
                    }`
                  : ''}
              </span>
              <span className={styles.muted}>
                {p.ceiling
                  ? t('ceiling', {
                      price: f.money(p.ceiling.price, p.ceiling.currency),
                      regulator: p.ceiling.regulator,
                      until: f.date(p.ceiling.valid_to),
                    })
                  : t('noCeiling')}
              </span>
            </Stack>
            <NumberField
              label={t('pricePerLitre', { fuel: p.fuel_type, currency: p.currency })}
              minValue={0}
              value={next ?? Number.NaN}
              onChange={(v) => setDraft((d) => ({ ...d, [p.fuel_type]: Number.isNaN(v) ? null : v }))}
              description={above ? t('aboveCeilingHint') : undefined}
            />
            {above ? <Badge tone="danger">{t('aboveCeiling')}</Badge> : null}
          </div>
        );
      })}
      <Inline align="end" gap="sm">
        <Button type="submit" isPending={c.saving === 'prices'}>
          {t('savePrices')}
        </Button>
        <span role="status" className={styles.muted}>
          {nothing ? t('nothingToSave') : ''}
        </span>
      </Inline>
    </form>
  );
}

/** One weekday of the hours editor. */
interface DayDraft {
  closed: boolean;
  open: string;
  close: string;
}

/** Props of {@link ClockField}. */
interface ClockFieldProps {
  /** The field's label, e.g. 'Opens on Monday'. */
  label: string;
  /** The time as typed ('07:30'). */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
}

/** An opening or closing time of the hours form: 24-hour 'HH:MM' ({@link CLOCK}), else 'Use a time such as 06:00.' under it. */
function ClockField({ label, value, onChange }: ClockFieldProps) {
  const t = useT(stationT);
  const valid = CLOCK.test(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      isInvalid={!valid}
      errorMessage={valid ? undefined : t('clockError')}
    />
  );
}

/** Opening hours: one opening per weekday (close ≤ open closes the next day; 00:00–00:00 is 24 hours). */
function HoursForm({ station: st, console: c }: { station: PartnerStationData; console: StationConsole }) {
  const t = useT(stationT);
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
        {t('openingHours')}
      </h3>
      <p className={styles.muted}>{t('hoursIntro', { timezone: st.timezone })}</p>
      {DAYS.map(([day, nameKey]) => {
        const d = draft[day] as DayDraft;
        const name = t(nameKey);
        return (
          <Inline align="end" gap="sm" key={day} data-day={day}>
            <span className={styles.grow}>{name}</span>
            <Checkbox isSelected={d.closed} onChange={(closed) => set(day, { closed })}>
              {t('closed')}
              <span className={visuallyHidden}>{t('closedOn', { day: name })}</span>
            </Checkbox>
            {d.closed ? null : (
              <>
                <ClockField
                  label={t('opens', { day: name })}
                  value={d.open}
                  onChange={(open) => set(day, { open })}
                />
                <ClockField
                  label={t('closes', { day: name })}
                  value={d.close}
                  onChange={(close) => set(day, { close })}
                />
              </>
            )}
          </Inline>
        );
      })}
      <div>
        <Button type="submit" isDisabled={invalid} isPending={c.saving === 'hours'}>
          {t('saveHours')}
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
  const t = useT(stationT);
  const c = useStationConsole(stationId);
  const { station } = c;
  const titleId = `partner-station-${stationId}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-station-id={stationId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('station', { name: stationName })}
      </h2>
      {station.isPending ? (
        <LoadingStatus label={t('loading')} height="4rem" lines={3} />
      ) : station.isError ? (
        <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => station.refetch()}>
          {messageOf(station.error) ?? t('tryAgain')}
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
