/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the price widget (issue #11 "The price widget"). The error texts mirror the API's:
 * 'Unknown widget key.' (404) and the origin refusal (403) of the booking widget, worded for prices.
 */
import { FUEL_WIDGET_ORIGIN_REFUSED } from '@gari/contract/fuelWidget';
import { createTranslator } from '../shared/messages';

export const en = {
  stationLabel: (v: { station: string }) => `Fuel prices at ${v.station}`,
  boardLabel: (v: { fuel: string; city: string }) => `Cheapest ${v.fuel} in ${v.city}`,
  boardTitle: (v: { fuel: string; city: string }) => `Cheapest ${v.fuel} · ${v.city}`,
  boardSummary: (v: { average: string; count: number }) =>
    `Average ${v.average} · ${v.count === 1 ? '1 station' : `${v.count} stations`}`,
  boardEmpty: (v: { fuel: string; city: string }) => `No ${v.fuel} prices in ${v.city} yet.`,
  pricesList: 'Fuel prices',
  stationsList: 'Cheapest stations',
  perLitre: '/L',
  sourceStation: 'station',
  sourceDrivers: (v: { count: number }) => (v.count === 1 ? '1 driver' : `${v.count} drivers`),
  noPrice: 'No price yet',
  notSold: 'Not sold here',
  ceiling: (v: { price: string; regulator: string }) => `Ceiling ${v.price} (${v.regulator})`,
  noCeiling: 'No regulated ceiling',
  aboveCeiling: 'Above ceiling',
  thisStation: 'This station',
  open: 'Open',
  closed: 'Closed',
  open24h: 'Open 24h',
  updated: (v: { age: string }) => `Updated ${v.age}`,
  notUpdated: 'No prices yet',
  stale: 'Could not refresh: showing the last prices.',
  credit: 'Prices by Gari',
  loading: 'Loading fuel prices…',
  errorTitle: 'Fuel prices',
  unknownKey: 'Unknown widget key. Check the key in the Gari partner console.',
  originRefused: FUEL_WIDGET_ORIGIN_REFUSED,
  unavailable: 'Fuel prices could not be loaded. Please try again later.',
};

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'fuelPrices/messages');
