/**
 * Reference lists of the Add Vehicle cascade (spec §2 Add Vehicle, §3 Reference lists, §7): makes,
 * models of a make, and the four /vehicle-specs lists. Public.
 */
import { IdParam } from '../common';
import { referencePaths as p } from '../paths';
import { MakeList, ModelList, SpecList } from '../reference';
import { route } from './route';

const tags = ['reference'] as const;

/** Reference routes by name. */
export const referenceRoutes = {
  makes: route(p.makes, { tags, summary: 'Vehicle makes, by name', answer: MakeList, errors: [] }),
  models: route(p.models, {
    tags,
    summary: 'Models of a make, by name',
    description: 'Each model has `vehicle_type` and the years it was sold (`end_year` null: still sold).',
    params: IdParam,
    answer: ModelList,
    errors: [404, 422],
  }),
  fuels: route(p.fuels, { tags, summary: 'Vehicle fuels', answer: SpecList, errors: [] }),
  transmissions: route(p.transmissions, {
    tags,
    summary: 'Vehicle transmissions',
    answer: SpecList,
    errors: [],
  }),
  bodyStyles: route(p.bodyStyles, { tags, summary: 'Vehicle body styles', answer: SpecList, errors: [] }),
  colors: route(p.colors, { tags, summary: 'Vehicle colors', answer: SpecList, errors: [] }),
};

/** The spec list route of each `SpecKind`. */
export const SPEC_ROUTES = {
  fuels: referenceRoutes.fuels,
  transmissions: referenceRoutes.transmissions,
  'body-styles': referenceRoutes.bodyStyles,
  colors: referenceRoutes.colors,
} as const;
