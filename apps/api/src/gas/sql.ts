/**
 * SQL pieces of the gas station list (issue #11 "all filtering, sorting, open_now and paging in SQL"):
 * the index-friendly bounding box around a point, "open now" in each station's own time zone with
 * openings past midnight, and the keyset cursor of both sorts. Distances in km.
 */
import { DEFAULT_OPENING_HOURS } from '@gari/contract/rules/slots';
import { type SQL, sql } from 'drizzle-orm';
import { badCursor, cursorValues } from '../cursor';
import { providers } from '../db/schema';
import { coordinate } from '../providers/service';

/** km per degree of latitude on the 6371 km sphere the distance uses. */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/**
 * `lat`/`lng` ranges that hold every point within `km` of `(lat, lng)` (1 % margin), so the list reads
 * a latitude range of `providers_geo_idx` before the exact great-circle check. Near the poles (or for
 * a box wider than the globe) the longitude is left open.
 */
export function boundingBox(lat: number, lng: number, km: number): SQL {
  const dLat = (km / KM_PER_DEGREE) * 1.01;
  const cos = Math.cos((lat * Math.PI) / 180);
  const latRange = sql`${providers.lat} between ${coordinate(lat - dLat)} and ${coordinate(lat + dLat)}`;
  const dLng = cos > 0.01 ? (km / (KM_PER_DEGREE * cos)) * 1.01 : 360;
  if (dLng >= 180) return latRange;
  const west = lng - dLng;
  const east = lng + dLng;
  // A box across the antimeridian wraps: two longitude ranges.
  if (west < -180)
    return sql`${latRange} and (${providers.lng} >= ${coordinate(west + 360)} or ${providers.lng} <= ${coordinate(east)})`;
  if (east > 180)
    return sql`${latRange} and (${providers.lng} >= ${coordinate(west)} or ${providers.lng} <= ${coordinate(east - 360)})`;
  return sql`${latRange} and ${providers.lng} between ${coordinate(west)} and ${coordinate(east)}`;
}

/** Minutes since midnight of a `HH:MM` text column. */
const minutesOf = (col: SQL) => sql`(split_part(${col}, ':', 1)::int * 60 + split_part(${col}, ':', 2)::int)`;

/**
 * True (SQL) when the station is open at instant `now` in its own time zone (`providers.timezone`):
 * an entry of today's weekday has opened and not closed, or yesterday's entry runs past midnight into
 * now. Same rule as `@gari/contract/rules/stationHours` (close ≤ open = next day; 00:00–00:00 = 24 h);
 * stations without hours keep the default hours.
 */
export function openNowSql(now: Date): SQL<boolean> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${providers.timezone})`;
  const weekday = sql`extract(dow from ${local})::int`;
  const minute = sql`(extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  const open = minutesOf(sql`h.open`);
  const close = minutesOf(sql`h.close`);
  const end = sql`(${open} + case when ${close} > ${open} then ${close} - ${open} else ${close} - ${open} + 1440 end)`;
  const hours = sql`coalesce(${providers.openingHours}, ${JSON.stringify(DEFAULT_OPENING_HOURS)}::jsonb)`;
  return sql<boolean>`exists (select 1 from jsonb_to_recordset(${hours}) as h(day int, open text, close text)
    where (h.day = ${weekday} and ${minute} >= ${open} and ${minute} < ${end})
       or (h.day = (${weekday} + 6) % 7 and ${end} > 1440 and ${minute} < ${end} - 1440))`;
}

/** One value of a cursor key: a number or a text. */
export type KeyValue = number | string;
/** A sort key: its SQL and the SQL type its cursor value is cast to. */
export interface SortKey {
  expr: SQL;
  cast: 'float8' | 'bigint' | 'text' | 'int';
}

/** Reads a cursor of sort `name` with `keys`; anything else is a 422 on `cursor`. */
export function decodeCursor(name: string, keys: readonly SortKey[], text: string): KeyValue[] {
  const values = cursorValues(name, keys.length, text);
  keys.forEach((k, i) => {
    const v = values[i];
    const ok = k.cast === 'text' ? typeof v === 'string' : typeof v === 'number' && Number.isFinite(v);
    if (!ok) throw badCursor();
  });
  return values as KeyValue[];
}

/** Rows strictly after `values` in the ascending order of `keys` (a row comparison). */
export function afterCursor(keys: readonly SortKey[], values: KeyValue[]): SQL {
  const left = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    keys.map((k, i) => sql`${values[i]}::${sql.raw(k.cast)}`),
    sql`, `,
  );
  return sql`(${left}) > (${right})`;
}
