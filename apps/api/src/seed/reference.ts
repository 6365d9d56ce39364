/**
 * The /vehicle-specs lists (spec §3 Reference lists, §9 body styles), in display order.
 */
import type { SpecKind } from '@gari/contract/reference';

/** Names per spec kind; `position` is the index. */
export const VEHICLE_SPECS: Record<SpecKind, readonly string[]> = {
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG'],
  transmissions: ['Manual', 'Automatic', 'CVT', 'Semi-automatic'],
  'body-styles': [
    'Sedan',
    'SUV',
    'Truck',
    'Pickup',
    'Van',
    'Bus',
    'Motorbike',
    'Hatchback',
    'Coupe',
    'Wagon',
    'Convertible',
  ],
  colors: [
    'White',
    'Pearl White',
    'Black',
    'Silver',
    'Grey',
    'Blue',
    'Navy Blue',
    'Red',
    'Maroon',
    'Green',
    'Beige',
    'Brown',
    'Gold',
    'Orange',
    'Yellow',
  ],
};
