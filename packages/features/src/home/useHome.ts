import { TESTIMONIALS_CACHE_MS, TESTIMONIALS_PER_PAGE } from '@gari/client/gari';
import type { Testimonial, TestimonialPage } from '@gari/contract/site';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Query key of GET /stats. */
export const SITE_STATS_KEY = ['site', 'stats'] as const;
/** Query key of one testimonials page. */
export const testimonialsKey = (country: string | undefined, page: number) =>
  ['site', 'testimonials', country ?? 'all', page] as const;

/** Site statistics of the home tiles (GET /stats, spec §2 Home page details). */
export function useSiteStats() {
  const api = useApi();
  return useQuery({ queryKey: SITE_STATS_KEY, queryFn: () => api.site.stats() });
}

/** Spec §5: testimonials are shown only if `is_published` is true or 1. */
export function isPublished(t: Pick<Testimonial, 'is_published'>): boolean {
  const flag: unknown = t.is_published;
  return flag === true || flag === 1;
}

const EMPTY_PAGE = (page: number): TestimonialPage => ({
  data: [],
  meta: { total: 0, per_page: TESTIMONIALS_PER_PAGE, current_page: page, last_page: 1 },
});

/**
 * One page of testimonials (GET /test/admin/testimonials?country=&page=&per_page=6, spec §7), cached
 * 10 minutes; only published ones are kept. A failure gives an empty page (spec §8 "testimonials
 * failure gives an empty page"). The previous page stays shown while the next one loads.
 *
 * @param country two-letter code to filter by, or undefined for all countries
 * @param page 1-based page number
 */
export function useTestimonials(country: string | undefined, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: testimonialsKey(country, page),
    queryFn: async (): Promise<TestimonialPage> => {
      try {
        const res = await api.site.testimonials({ country, page, per_page: TESTIMONIALS_PER_PAGE });
        return { ...res, data: res.data.filter(isPublished) };
      } catch {
        return EMPTY_PAGE(page);
      }
    },
    staleTime: TESTIMONIALS_CACHE_MS,
    placeholderData: keepPreviousData,
  });
}
