/**
 * `createSiteClient(core)`: home page data (spec §2 Home page, §7, §8, §9). `testimonials` asks
 * `GET /test/admin/testimonials?country&page&per_page` (per_page 6) and keeps published ones only; any
 * failure gives the empty page (spec §8).
 */
import { sitePaths as p } from '@gari/contract/paths';
import type { TestimonialPage } from '@gari/contract/site';
import { type Core, one, whole } from './core';
import { withDerived } from './derive';
import type { GariApi, SiteClient } from './types';

/** Testimonials are cached 10 minutes (spec §7, §9): a `staleTime` for the home page query, in ms. */
export const TESTIMONIALS_CACHE_MS = 600_000;
/** Testimonials per page (spec §9). */
export const TESTIMONIALS_PER_PAGE = 6;

/** Spec §5: "Testimonials are shown only if is_published is true or 1". */
const isPublished = (t: { is_published: unknown }): boolean =>
  t.is_published === true || t.is_published === 1;

/** The page testimonials give on failure (spec §8 "testimonials failure gives an empty page"). */
export function emptyTestimonialPage(page = 1, perPage = TESTIMONIALS_PER_PAGE): TestimonialPage {
  return { data: [], meta: { total: 0, per_page: perPage, current_page: page, last_page: 1 } };
}

/** Creates the site part over `core`. */
export function createSiteClient(core: Core): GariApi['site'] {
  const methods: SiteClient = {
    stats: () => core.call(p.stats, one),
    async testimonials(q) {
      const page = q.page ?? 1;
      const perPage = q.per_page ?? TESTIMONIALS_PER_PAGE;
      try {
        const answer = await core.call<TestimonialPage>(p.testimonials, {
          ...whole,
          query: { country: q.country, page, per_page: perPage },
        });
        const data = Array.isArray(answer.data) ? answer.data : [];
        return { ...answer, data: data.filter(isPublished) };
      } catch {
        return emptyTestimonialPage(page, perPage);
      }
    },
  };
  return withDerived(core, p, methods);
}
