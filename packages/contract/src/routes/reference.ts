/**
 * Reference lists of the Add Vehicle cascade (spec §2 Add Vehicle, §3 Reference lists, §7): makes,
 * models of a make, the four /vehicle-specs lists, and the vehicle types with their body styles
 * (§9). Public.
 */
import { z } from 'zod';
import { IdParam } from '../common';
import { referencePaths as p } from '../paths';
import { MakeList, ModelList, SpecList, VehicleType } from '../reference';
import { tagged } from './route';

const route = tagged(['reference']);

/**
 * GET /vehicle-specs/vehicle-types: every model vehicle type (`car`, `suv`, …, the `vehicle_type` of a
 * model) with the body style the Add Vehicle form fills in for it (spec §9 "Model vehicle type to body
 * style").
 */
export const VehicleTypeList = z.object({
  data: z.array(z.object({ vehicle_type: VehicleType, body_style: z.string() })),
});

/** Reference routes by name. */
export const referenceRoutes = {
  makes: route(p.makes, { summary: 'Vehicle makes, by name', answer: MakeList, errors: [] }),
  models: route(p.models, {
    summary: 'Models of a make, by name',
    description: 'Each model has `vehicle_type` and the years it was sold (`end_year` null: still sold).',
    params: IdParam,
    answer: ModelList,
    errors: [404, 422],
  }),
  fuels: route(p.fuels, { summary: 'Vehicle fuels', answer: SpecList, errors: [] }),
  transmissions: route(p.transmissions, {
    summary: 'Vehicle transmissions',
    answer: SpecList,
    errors: [],
  }),
  bodyStyles: route(p.bodyStyles, { summary: 'Vehicle body styles', answer: SpecList, errors: [] }),
  colors: route(p.colors, { summary: 'Vehicle colors', answer: SpecList, errors: [] }),
  vehicleTypes: route(p.vehicleTypes, {
    summary: 'Vehicle types and the body style of each',
    description:
      'In the order of `VEHICLE_TYPES`; `body_style` is what the Add Vehicle form fills in (spec §9).',
    answer: VehicleTypeList,
    errors: [],
  }),
};

/** The spec list route of each `SpecKind`. */
export const SPEC_ROUTES = {
  fuels: referenceRoutes.fuels,
  transmissions: referenceRoutes.transmissions,
  'body-styles': referenceRoutes.bodyStyles,
  colors: referenceRoutes.colors,
} as const;
