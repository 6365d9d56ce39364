import type { FuelType } from '@gari/contract/gasOptions';
import type { FuelWidgetData } from '@gari/contract/gasStations';
import * as styles from './fuelPrices.css';
import { FUEL_WIDGET_ROWS } from './layout';
import { AboveCeiling, cx, FuelPricesFooter, PerLitre, StationLink, useFuelTexts } from './parts';

/** Props of {@link FuelBoard}. */
export interface FuelBoardProps {
  /** `GET /widgets/{key}/fuel-prices?mode=board`: `board` is the station's city row for the fuel. */
  data: FuelWidgetData['data'];
  /** The board's fuel (the row's, else the requested one). */
  fuel: FuelType;
  /** The instant ages are measured against. */
  now: Date;
  /** Gari's origin for the station links. */
  siteUrl: string;
}

/**
 * Board mode of the price widget (issue #11 "a board mode (cheapest stations in a city)"): the
 * cheapest stations of the widget's city for one fuel (at most {@link FUEL_WIDGET_ROWS}), each with its
 * price per litre, age and source, address and 'Above ceiling' flag, the widget's own station marked
 * 'This station'; above them the city's average, station count and regulated ceiling. Without any price
 * in the city: 'No Diesel prices in Kigali yet.'.
 */
export function FuelBoard({ data, fuel, now, siteUrl }: FuelBoardProps) {
  const { t, money, age, ceiling, updated } = useFuelTexts(now);
  const city = data.station.city;
  const board = data.board;
  const rows = board?.cheapest_stations.slice(0, FUEL_WIDGET_ROWS) ?? [];
  return (
    <>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.title}>{t('boardTitle', { fuel, city })}</h2>
          <p className={styles.sub}>
            {board
              ? `${t('boardSummary', { average: money(board.average, board.currency), count: board.stations })} · ${ceiling(board.ceiling)}`
              : ceiling(null)}
          </p>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className={styles.message}>{t('boardEmpty', { fuel, city })}</p>
      ) : (
        <ol className={styles.list} aria-label={t('stationsList')}>
          {rows.map((st) => {
            const mine = st.id === data.station.id;
            return (
              <li key={st.id} className={styles.row} data-station={st.id} aria-current={mine || undefined}>
                <span className={styles.cell}>
                  <span className={cx(styles.name, mine && styles.here)}>
                    <StationLink id={st.id} name={st.name} siteUrl={siteUrl} />
                  </span>
                  <span className={styles.note}>
                    {mine ? `${t('thisStation')} · ${st.address}` : st.address}
                  </span>
                </span>
                <span className={styles.end}>
                  <span className={cx(styles.price, st.above_ceiling && styles.above)}>
                    <PerLitre price={st.price} currency={board?.currency ?? data.station.currency} />
                  </span>
                  <span className={styles.note}>
                    {st.above_ceiling ? <AboveCeiling /> : null} {age(st)}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <FuelPricesFooter updated={updated(rows.map((st) => st.reported_at))} siteUrl={siteUrl} />
    </>
  );
}
