/**
 * Convoy routes (issue #12; spec §2 Convoys list / Convoy detail, §3 Convoy / Convoy post / Comment,
 * §4, §5, §7, §9): the list and a convoy (members see `is_joined` and their qualifying cars), join and
 * leave, and the convoy images.
 */
import { z } from 'zod';
import { ConvoyData, ConvoyMembership, ConvoyPage, ConvoyParams, ConvoyQuery } from '../convoys';
import { convoyPaths as p } from '../paths';
import { route } from './route';

const tags = ['convoys'] as const;

/** Convoy routes by name. */
export const convoyRoutes = {
  list: route(p.list, {
    tags,
    summary: 'Convoys (spec §2 Convoys list)',
    description:
      'q (name or description), category (all | brand | culture | technology | local | classic | luxury | ' +
      "model | fuel | gear), country (that country's and the all-country convoys), joined (true: only " +
      "the member's), sort members (default) | activity | posts | newest, page and per_page (default 12, " +
      'max 50). With a bearer token each convoy carries is_joined and my_vehicle_ids (qualifying cars).',
    query: ConvoyQuery,
    answer: ConvoyPage,
    errors: [401, 422],
  }),
  get: route(p.get, {
    tags,
    summary: 'A convoy (spec §2 Convoy detail)',
    description: "Id `category:key` (e.g. brand:toyota); unknown: 404 'Convoy not found.'.",
    params: ConvoyParams,
    answer: ConvoyData,
    errors: [401, 404, 422],
  }),
  join: route(p.join, {
    tags,
    summary: 'Join a convoy',
    description: 'Idempotent: joining again changes nothing. Answers is_joined and members_count.',
    params: ConvoyParams,
    answer: ConvoyMembership,
    errors: [401, 404, 422],
  }),
  leave: route(p.leave, {
    tags,
    summary: 'Leave a convoy',
    description: 'Idempotent; members_count never goes below 0.',
    params: ConvoyParams,
    answer: ConvoyMembership,
    errors: [401, 404, 422],
  }),
  image: route(p.image, {
    tags,
    summary: 'A convoy cover, avatar or post image',
    description:
      'Generated SVG covers, avatars and seeded pictures (`<name>.svg`), and uploaded post images as WebP ' +
      "(`<uuid>-full.webp`, `<uuid>-thumb.webp`); cached a year. Unknown: 404 'Image not found.'.",
    params: z.object({ name: z.string().max(120) }),
    answer: z.string(),
    errors: [404],
  }),
};
