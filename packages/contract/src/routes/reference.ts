/**
 * Reference lists of the Add Vehicle cascade (spec §2 Add Vehicle, §3 Reference lists, §7): makes,
 * models of a make, the four /vehicle-specs lists, and the vehicle types with their body styles
 * (§9). Public.
 */
import { z } from 'zod';
import { IdParam } from '../common';
import { referencePaths as p, type RoutePath } from '../paths';
import { MakeList, ModelList, SpecList, VehicleType } from '../reference';
import { alwaysAnswers } from './parts';
import { tagged } from './route';

const route = tagged(['reference']);

/** One of the /vehicle-specs lists (fuels, transmissions, body styles, colors): the same call but for the list. */
const specList = <const P extends RoutePath>(path: P, summary: string) =>
  route(path, { summary, ...alwaysAnswers(SpecList) });

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
  makes: route(p.makes, { summary: 'Vehicle makes, by name', ...alwaysAnswers(MakeList) }),
  models: route(p.models, {
    summary: 'Models of a make, by name',
    description: 'Each model has `vehicle_type` and the years it was sold (`end_year` null: still sold).',
    params: IdParam,
    answer: ModelList,
    errors: [404, 422],
  }),
  fuels: specList(p.fuels, 'Vehicle fuels'),
  transmissions: specList(p.transmissions, 'Vehicle transmissions'),
  bodyStyles: specList(p.bodyStyles, 'Vehicle body styles'),
  colors: specList(p.colors, 'Vehicle colors'),
  vehicleTypes: route(p.vehicleTypes, {
    summary: 'Vehicle types and the body style of each',
    description:
      'In the order of `VEHICLE_TYPES`; `body_style` is what the Add Vehicle form fills in (spec §9).',
    ...alwaysAnswers(VehicleTypeList),
  }),
};

/** The spec list route of each `SpecKind`. */
export const SPEC_ROUTES = {
  fuels: referenceRoutes.fuels,
  transmissions: referenceRoutes.transmissions,
  'body-styles': referenceRoutes.bodyStyles,
  colors: referenceRoutes.colors,
} as const;
