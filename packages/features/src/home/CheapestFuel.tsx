import type { CityFuelPrice, FuelPriceBoard } from '@gari/contract/gasStations';
import { Box } from '@gari/ui/Box';
import { LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Inline } from '@gari/ui/Inline';
import { Link } from '@gari/ui/Link';
import { Skeleton } from '@gari/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi, useHydrated } from '../app';
import { gasKeys, rememberedGasCity } from '../shared';
import { useT } from '../shared/locale';
import { stationPath } from '../shared/paths';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as styles from './HomePage.css';
import { homeT } from './messages';

/**
 * The city a board shows by default: the one with the most priced stations (ties: A–Z), e.g. Kigali
 * in Rwanda; null for an empty board.
 */
export function mainCity(board: FuelPriceBoard['data']): string | null {
  const counts = new Map<string, number>();
  for (const row of board) counts.set(row.city, Math.max(counts.get(row.city) ?? 0, row.stations));
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best?.[0] ?? null;
}

/**
 * Today's fuel board of the member's country (GET /fuel-prices?country=, every city and fuel; cached
 * 5 minutes) and the city to show: the member's fuel city (the last chosen in the gas station list)
 * when the board has it, else the country's main city. While hydrating, the main city (the server's).
 */
export function useCheapestFuel() {
  const api = useApi();
  const hydrated = useHydrated();
  const country = api.store.getCountry();
  const board = useQuery({
    queryKey: gasKeys.board(country),
    queryFn: () => api.gasStations.fuelPrices({ country }),
    staleTime: 300_000,
  });
  const rows = board.data?.data ?? [];
  const remembered = hydrated ? rememberedGasCity() : null;
  const city = remembered && rows.some((r) => r.city === remembered) ? remembered : mainCity(rows);
  return { board, city, rows: rows.filter((r) => r.city === city) };
}

/** One fuel of the card: price per litre, where, and how fresh. */
function FuelRow({ row, now }: { row: CityFuelPrice; now: number }) {
  const station = row.cheapest_stations[0];
  const f = useFormat();
  const timeAgo = useTimeAgo();
  return (
    <Card as="li" padding="md" gap="xs" elevation="flat" data-fuel={row.fuel_type}>
      <Box as="span" fontWeight="bold">
        {row.fuel_type}
      </Box>
      <span className={styles.fuelPrice}>
        {f.money(row.cheapest, row.currency)}
        <span className={styles.muted}>/L</span>
      </span>
      {station ? (
        <span className={styles.muted}>
          <Link href={stationPath(station.id)}>{station.name}</Link> · {timeAgo(station.reported_at, now)}
        </span>
      ) : null}
    </Card>
  );
}

/**
 * The home page's fuel card (issue #11 "the home page shows today's cheapest fuel in the member's
 * city"): for each fuel of that city the cheapest shown price per litre, the station (a link to its
 * page) and the price's age, and a link to the city's stations by Best Price. Server-rendered with the
 * page's data; nothing is shown when the country has no priced station or the board fails.
 */
export function CheapestFuel() {
  const t = useT(homeT);
  const titleId = useId();
  const { board, city, rows } = useCheapestFuel();
  // Ages from when the board was fetched (the server's clock, as `reported_at`; issue #8 TBT).
  const now = board.dataUpdatedAt || Date.now();
  if (board.isError || (board.isSuccess && rows.length === 0)) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      aria-busy={board.isPending}
      data-testid="cheapest-fuel"
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {city ? t('cheapestIn', { city }) : t('cheapestToday')}
      </h2>
      {board.isPending ? (
        <Skeleton height="6rem" radius="lg" />
      ) : (
        <ul className={styles.fuelList} aria-label={t('cheapestPricesIn', { city: city ?? '' })}>
          {rows.map((row) => (
            <FuelRow key={row.fuel_type} row={row} now={now} />
          ))}
        </ul>
      )}
      {city ? (
        <Inline>
          <LinkButton
            href={`/gas-station?sort=price&city=${encodeURIComponent(city)}`}
            variant="ghost"
            size="sm"
          >
            {t('compareIn', { city })}
          </LinkButton>
        </Inline>
      ) : null}
    </section>
  );
}
