/**
 * Home page data: site statistics and testimonials (spec §2 Home page details, §3 Testimonial / Site stats, §7).
 */
import { z } from 'zod';
import { PageMeta, pageOf, wholeNumbers } from './common';

/** GET /stats: real counts. */
export const SiteStats = wholeNumbers('active_members', 'vehicles_listed', 'communities', 'parts_available');
export type SiteStats = z.infer<typeof SiteStats>;

/** A published testimonial (spec §3), rating 1..5 (default 5). */
export const Testimonial = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author_role: z.string().nullable(),
  avatar_url: z.string().nullable(),
  country: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  is_published: z.boolean(),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** GET /test/admin/testimonials?country=&page=&per_page=6 (spec §7). */
export const TestimonialQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(6),
});
export const TestimonialPage = pageOf(Testimonial, PageMeta);
export type TestimonialPage = z.infer<typeof TestimonialPage>;
