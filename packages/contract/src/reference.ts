/**
 * Reference lists for the Add Vehicle cascade (spec §3 Reference lists, §7 GET /makes, /makes/{id}/models,
 * /vehicle-specs/*, §9 vehicle type to body style).
 */
import { z } from 'zod';

export const Make = z.object({ id: z.number().int(), name: z.string() });
export type Make = z.infer<typeof Make>;

/** Vehicle types of a model (spec §9). */
export const VEHICLE_TYPES = ['car', 'suv', 'truck', 'pickup', 'van', 'bus', 'motorbike'] as const;
export const VehicleType = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof VehicleType>;

/** Model type to body style (spec §9): car=Sedan, suv=SUV, … */
export const BODY_STYLE_BY_VEHICLE_TYPE: Record<VehicleType, string> = {
  car: 'Sedan',
  suv: 'SUV',
  truck: 'Truck',
  pickup: 'Pickup',
  van: 'Van',
  bus: 'Bus',
  motorbike: 'Motorbike',
};

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

export const MakeList = z.object({ data: z.array(Make) });
export const ModelList = z.object({ data: z.array(Model) });
export const SpecList = z.object({ data: z.array(SpecItem) });
/** The four /vehicle-specs/{kind} lists. */
export const SPEC_KINDS = ['fuels', 'transmissions', 'body-styles', 'colors'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];
