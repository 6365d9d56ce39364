/**
 * English texts of the vehicle flows (spec §5 Add Vehicle, §8): the messages the `addVehicle` machine
 * produces ({@link AddVehicleMessageKey}, all required here) and the toast titles.
 */
import type { AddVehicleMessageKey } from '@gari/machines/addVehicle';
import { type CatalogText, createTranslator } from '../shared/messages';

const en = {
  makesFailed: 'Failed to load makes.',
  modelsFailed: 'Failed to load models.',
  saveFailed: 'Something went wrong. Please try again.',
  saveFailedTitle: 'Failed to add vehicle',
} satisfies Record<AddVehicleMessageKey, CatalogText> & Record<string, CatalogText>;

/** The catalog `{ en }` (other locales: issue #16) and its typed `t(key)` of the vehicle texts; `t.message(m)` for the machine's messages. */
export const t = createTranslator({ en });
