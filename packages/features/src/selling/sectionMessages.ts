/**
 * Texts of the listing form's Car, Fits these vehicles and Photos sections (issue #10 "Selling": a car
 * for sale's make, model, year, mileage, fuel and transmission; the fitment picker; photos with their
 * status and order) in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16
 * "Locale"). The rest of the form is `formMessages.ts`.
 */
import type { PhotoItem } from '@gari/machines/selling';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  // The car (a car for sale).
  theCar: 'The car',
  carHelp: 'Buyers compare cars by year, mileage, fuel and transmission.',
  makesFailed: 'Failed to load makes.',
  year: 'Year',
  chooseYear: 'Choose a year',
  mileageKm: 'Mileage (km)',
  mileageHint: 'As the odometer reads, in km.',
  fuel: 'Fuel',
  chooseFuel: 'Choose the fuel',
  transmission: 'Transmission',
  chooseTransmission: 'Choose the transmission',
  loading: 'Loading…',
  // Fits these vehicles.
  fitsVehicles: 'Fits these vehicles',
  fitmentHelp:
    'Buyers filter by their car. Leave the model empty when the part fits every model of the make.',
  fitmentList: 'Vehicles this part fits',
  allModels: '(all models)',
  remove: 'Remove',
  removeOf: (v: { name: string }) => `Remove ${v.name}`,
  modelHint: 'Optional: every model when empty.',
  yearFrom: 'Year from',
  yearTo: 'Year to',
  addVehicle: 'Add vehicle',
  // Photos.
  photos: 'Photos',
  photoHelp: (v: { count: number; max: number }) =>
    `${v.count} of ${v.max} photos. JPEG, PNG, WebP or HEIC up to 8 MB each; the first is the cover: move photos earlier or later to change it. Photos upload when you save.`,
  photoList: 'Photos of the listing',
  addPhotos: 'Add photos',
  photo_pending: 'Ready to upload',
  photo_uploading: 'Uploading…',
  photo_uploaded: 'Uploaded',
  photo_failed: 'Upload failed',
  previewOf: (v: { name: string }) => `Preview of ${v.name}`,
  cover: (v: { count: number }) => `Cover · 1 of ${v.count}`,
  place: (v: { index: number; count: number }) => `${v.index} of ${v.count}`,
  uploadingOf: (v: { name: string }) => `Uploading ${v.name}`,
  moveEarlier: (v: { name: string }) => `Move ${v.name} earlier`,
  moveLater: (v: { name: string }) => `Move ${v.name} later`,
  retryOf: (v: { name: string }) => `Retry ${v.name}`,
} satisfies Record<`photo_${PhotoItem['status']}`, string> & Record<string, CatalogText>;

/** The form sections' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/sectionMessages');
