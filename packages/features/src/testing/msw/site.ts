/** Site routes of the fake backend (spec §2 Home, §7): stats and the testimonials page. */
import { handle } from './handle';

/** Every site route. */
export const siteRoutes = [
  handle('GET', '/stats', ({ s }) => ({
    data: {
      active_members: s.db.users.length + 1520,
      vehicles_listed: s.db.vehicles.length + 2310,
      communities: 48,
      parts_available: 12_400,
    },
  })),
  handle('GET', '/test/admin/testimonials', ({ s, query }) => {
    const perPage = Number(query.get('per_page') ?? 6);
    const page = Number(query.get('page') ?? 1);
    const country = query.get('country');
    const published = s.db.testimonials.filter((t) => t.is_published && (!country || t.country === country));
    return {
      data: published.slice((page - 1) * perPage, page * perPage),
      meta: {
        total: published.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(published.length / perPage)),
      },
    };
  }),
];
