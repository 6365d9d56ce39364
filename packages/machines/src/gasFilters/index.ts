export {
  type GasFiltersMachine,
  type GasFiltersSnapshot,
  gasFiltersMachine,
  gasReferencePoint,
} from './machine';
export { activeGasFilterCount, referencePoint, resetFilters, sameFilters, wantsPosition } from './rules';
export type {
  GasCity,
  GasFilters,
  GasFiltersContext,
  GasFiltersEmitted,
  GasFiltersEvent,
  GasFiltersInput,
  GasSort,
  LatLng,
  ReferencePoint,
} from './types';
