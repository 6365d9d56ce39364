/**
 * Reference lists for the Add Vehicle cascade (spec §3 Reference lists, §7 GET /makes, /makes/{id}/models,
 * /vehicle-specs/*, §9 vehicle type to body style).
 */
import { z } from 'zod';
import { listOf } from './common';
import { VEHICLE_TYPES } from './vehicleRules';

export { BODY_STYLE_BY_VEHICLE_TYPE, VEHICLE_TYPES } from './vehicleRules';

export const Make = z.object({ id: z.number().int(), name: z.string() });
export type Make = z.infer<typeof Make>;

/** Vehicle type of a model (spec §9), one of `VEHICLE_TYPES`. */
export const VehicleType = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof VehicleType>;

/** A model of a make, sold between `start_year` and `end_year` (null: still sold). */
export const Model = z.object({
  id: z.number().int(),
  make_id: z.number().int(),
  name: z.string(),
  vehicle_type: VehicleType,
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export type Model = z.infer<typeof Model>;

/** Fuels, transmissions, body styles, colours: `{ id, name }` (spec §3). */
export const SpecItem = z.object({ id: z.number().int(), name: z.string() });
export type SpecItem = z.infer<typeof SpecItem>;

export const MakeList = listOf(Make);
export const ModelList = listOf(Model);
export const SpecList = listOf(SpecItem);
/** The four /vehicle-specs/{kind} lists. */
export const SPEC_KINDS = ['fuels', 'transmissions', 'body-styles', 'colors'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];
