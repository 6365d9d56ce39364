/**
 * Reference routes of the fake backend (spec §5, §7, §9): makes, models of a make, spec lists, vehicle
 * types with their body styles.
 */
import { BODY_STYLE_BY_VEHICLE_TYPE, type SpecKind, VEHICLE_TYPES } from '@gari/contract/reference';
import { fail, handle } from './handle';

/** Every reference route. */
export const referenceRoutes = [
  handle('GET', '/makes', ({ s }) => ({
    data: [...s.db.makes].sort((a, b) => a.name.localeCompare(b.name)),
  })),
  handle('GET', '/makes/{id}/models', ({ s, params }) => {
    const id = Number(params.id);
    if (!s.db.makes.some((m) => m.id === id)) return fail(404, 'Make not found.');
    return {
      data: s.db.models.filter((m) => m.make_id === id).sort((a, b) => a.name.localeCompare(b.name)),
    };
  }),
  // Before `{kind}`, which would answer it 404.
  handle('GET', '/vehicle-specs/vehicle-types', () => ({
    data: VEHICLE_TYPES.map((type) => ({ vehicle_type: type, body_style: BODY_STYLE_BY_VEHICLE_TYPE[type] })),
  })),
  handle('GET', '/vehicle-specs/{kind}', ({ s, params }) => {
    const list = s.db.specs[params.kind as SpecKind];
    return list ? { data: [...list] } : fail(404, 'Not Found');
  }),
];
