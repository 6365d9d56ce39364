/**
 * Home page data (spec §2 Home page details, §3 Testimonial / Site stats, §7): GET /stats and
 * GET /test/admin/testimonials (published only, paged). Public.
 */
import { sitePaths as p } from '../paths';
import { SiteStats, TestimonialPage, TestimonialQuery } from '../site';
import { alwaysAnswers } from './parts';
import { tagged } from './route';

const route = tagged(['site']);

/** Site routes by name. */
export const siteRoutes = {
  stats: route(p.stats, {
    summary: 'Site statistics',
    description:
      'active_members = members with a verified email (provider staff excluded); vehicles_listed = registered vehicles; ' +
      'communities = convoys (community and derived); parts_available = published spareshop parts in stock.',
    ...alwaysAnswers(SiteStats),
  }),
  testimonials: route(p.testimonials, {
    summary: 'Published testimonials, paged',
    description: 'Only published ones, newest first; `country` filters (two letters); `per_page` default 6.',
    query: TestimonialQuery,
    answer: TestimonialPage,
    errors: [422],
  }),
};
