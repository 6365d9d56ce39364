/** Reference routes of the fake backend (spec §5, §7): makes, models of a make, spec lists. */
import type { SpecKind } from '@gari/contract/reference';
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
  handle('GET', '/vehicle-specs/{kind}', ({ s, params }) => {
    const list = s.db.specs[params.kind as SpecKind];
    return list ? { data: [...list] } : fail(404, 'Not Found');
  }),
];
