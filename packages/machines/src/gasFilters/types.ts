/**
 * Types of the `gasFilters` machine (issue #11; spec §2 Gas stations, Advanced Filters panel gas
 * variant; §4 Filters panel; §5 filter inputs; §9 fuels, amenities, oil brands, distance slider). The
 * shapes are the structural part of the contract's `GasStationQuery` and `StationCity`
 * (`@gari/contract/gasStations`) the machine reads, so the contract's values fit them as they are.
 * Distances in km, positions in degrees.
 */

/** How the list is ordered: nearest first, or the chosen fuel's cheapest price first. */
export type GasSort = 'nearest' | 'price';

/** Every filter of the station list, as the URL query holds it. */
export interface GasFilters {
  /** Search text (name, brand or address); '' = none. */
  q: string;
  /** The fuel whose price the cards show and Best Price orders by ('Essence', 'Diesel', 'Premium'). */
  fuel: string;
  /** Engine-oil brand the station must sell; '' = All Brands. */
  oil_brand: string;
  sort: GasSort;
  /** km from the reference point (the member's position, else the chosen city's centre), 1–50. */
  max_distance: number;
  /** Open Now (true) or Any Time (false). */
  open_now: boolean;
  /** Amenities the station must all have ('Shop', 'Air Pump', 'ATM', 'Restroom', 'Carwash'). */
  amenities: string[];
  /** City of the country; '' = all cities. Without the member's position its centre is the reference. */
  city: string;
}

/** A position in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A city with its centre (the contract's `StationCity`: the mean of its stations). */
export interface GasCity {
  name: string;
  latitude: number;
  longitude: number;
}

/** Where distances are measured from: the member's device, or the chosen city's centre. */
export interface ReferencePoint extends LatLng {
  source: 'device' | 'city';
}

/** Input of the machine: the filters of the URL and the defaults (Reset, and what the URL leaves out). */
export interface GasFiltersInput {
  filters: GasFilters;
  defaults: GasFilters;
}

export interface GasFiltersContext {
  /** The applied filters (the list shows them; the URL holds them). */
  filters: GasFilters;
  /** The defaults: fuel Essence, sort nearest, 25 km, Any Time, nothing else. */
  defaults: GasFilters;
  /** The Advanced Filters panel's edits (state `panel.open`), applied by APPLY. */
  draft: GasFilters;
  /** The member's position once located, else null. */
  position: LatLng | null;
  /** The country's cities with their centres (from the list's `meta.cities`). */
  cities: GasCity[];
}

export type GasFiltersEvent =
  /** Changes applied filters at once (search, fuel, sort and the inline desktop filters). */
  | { type: 'SET'; patch: Partial<GasFilters> }
  /** The URL changed elsewhere (back button, a link): take its filters without writing them back. */
  | { type: 'SYNC'; filters: GasFilters }
  /** The list answered with the country's cities and their centres. */
  | { type: 'CITIES'; cities: GasCity[] }
  /** Asks for the member's position (the page on start when sorting by Nearest; "Use my location"). */
  | { type: 'LOCATE' }
  /** Opens the Advanced Filters panel (gas variant; a dialog on small screens) with a draft. */
  | { type: 'OPEN' }
  /** Edits the panel's draft. */
  | { type: 'EDIT'; patch: Partial<GasFilters> }
  /** Apply Filters: the draft becomes the filters; the panel closes. */
  | { type: 'APPLY' }
  /** Reset: the panel's filters back to the defaults (search, fuel and sort kept), applied at once. */
  | { type: 'RESET' }
  /** Closes the panel without applying the draft. */
  | { type: 'CLOSE' };

/**
 * Events for the hook: `changed` whenever the applied filters change through the machine (the hook
 * writes the URL, replacing history), `located` / `unavailable` after asking for the position.
 */
export type GasFiltersEmitted =
  | { type: 'changed'; filters: GasFilters }
  | { type: 'located'; position: LatLng }
  | { type: 'unavailable' };
