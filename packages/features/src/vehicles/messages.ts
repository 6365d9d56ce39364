/**
 * Texts of My Cars and Add Vehicle (spec §2 My Cars, Add Vehicle; §5, §8; issue #16 "Locale":
 * English, French, Kinyarwanda, Kiswahili): the messages the `addVehicle` machine produces
 * ({@link AddVehicleMessageKey}, all required here), the pages' headings, labels, states and toasts.
 * The car page's texts are in `statusMessages.ts` (each route carries only its own). Every locale
 * gives every key (a missing one is a type error); units (RWF, km, L) stay as they are. Views read
 * them with `const t = useT(vehiclesT)`.
 */
import type { AddVehicleMessageKey } from '@gari/machines/addVehicle';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  makesFailed: 'Failed to load makes.',
  modelsFailed: 'Failed to load models.',
  saveFailed: 'Something went wrong. Please try again.',
  saveFailedTitle: 'Failed to add vehicle',
  loading: 'Loading...',
  failedToLoad: 'Failed to load',
  year: 'Year',
  transmission: 'Transmission',
  color: 'Color',
  saving: 'Saving...',
  myCars: 'My Cars',
  addVehicle: 'Add Vehicle',
  loadVehiclesFailed: 'Failed to load vehicles.',
  noVehicles: 'No vehicles yet',
  addFirstVehicle: 'Add your first vehicle',
  yourVehicles: 'Your vehicles',
  noImage: 'No image',
  status: 'Status',
  statusOf: (v: { name: string }) => `Status of ${v.name}`,
  remove: 'Remove',
  removeOf: (v: { name: string }) => `Remove ${v.name}`,
  removeTitle: 'Remove this vehicle?',
  removeText: 'This action cannot be undone.',
  delete: 'Delete',
  cancel: 'Cancel',
  limitReached: (v: { count: number }) =>
    `You can add up to 5 cars. You already have ${v.count}. Please remove one before adding another.`,
  removeFailed: 'Failed to remove vehicle',
  optional: 'Optional',
  bodyStyleHint: "Filled in from the model's type.",
  retry: 'Retry',
  makesFailedTitle: 'Failed to load makes',
  modelsFailedTitle: 'Failed to load models',
  vehicleLegend: 'Vehicle',
  chooseYear: 'Choose a year',
  chooseModelFirst: 'Choose a model first.',
  detailsLegend: 'Details (optional)',
  fuelTypeField: 'Fuel Type',
  bodyStyleField: 'Body Style',
  mileageKm: 'Mileage (km)',
  mileageHint: 'Rounded down to whole km.',
  name: 'Name',
  nameHint: 'Generated from year, make and model.',
  save: 'Save',
} satisfies Record<AddVehicleMessageKey, CatalogText> & Record<string, CatalogText>;

/**
 * The vehicle texts' translator (English); views use `useT(vehiclesT)` for the member's language, and
 * `t.message(m)` for the machine's messages.
 */
export const vehiclesT = createTranslator({ en }, 'vehicles/messages');
