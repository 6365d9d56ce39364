import { GasStationPage } from '@gari/features/gasStations';

/**
 * /gas-station/:id (spec §2 Gas station detail; §8 'Station not found.'; issue #11): one station by
 * id or slug — prices with age, source and ceiling, products, services, hours, the price chart,
 * Report a price, Buy Now. Public, server-rendered; an unknown id answers 404.
 */
export function Component() {
  return <GasStationPage />;
}
