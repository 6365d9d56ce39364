import { GasStationsPage } from '@gari/features/gasStations';

/**
 * /gas-station (spec §2 Gas stations; issue #11): the station list with its filters (search, fuel,
 * oil brand, Nearest / Best Price, distance, Open Now, amenities), state in the URL query. Public,
 * server-rendered (without the visitor's position; the browser then asks for it).
 */
export function Component() {
  return <GasStationsPage />;
}
