/**
 * Parts of a route spec that many routes of the table share (issue #7 item 1), spread into
 * `route(path, { summary, ...part, errors })`: what a create and a delete answer (spec §7), a call that
 * always answers, a picture file; and the description of a rate-limited call.
 */
import { z } from 'zod';

/**
 * A create: the JSON `body` it sends and the created thing as the `answer`, sent with status 201
 * (e.g. `...created(VehicleCreate, VehicleData)`).
 */
export const created = <const B extends z.ZodType, const A extends z.ZodType>(body: B, answer: A) =>
  ({ body, answer, status: 201 }) as const;

/** A delete that answers nothing: 204 without a body. */
export const noContent = { answer: z.undefined(), status: 204 } as const;

/**
 * A call that always answers (the table names no error status for it: fixed lists, site figures, dev
 * helpers): its `answer`, with `errors: []`.
 */
export const alwaysAnswers = <const A extends z.ZodType>(answer: A) => ({ answer, errors: [] }) as const;

/**
 * A picture file (convoy, listing and uploaded images), named by `params`: the answer is the file itself
 * (WebP, AVIF or SVG; not JSON), so its schema is a string.
 */
export const pictureFile = <const P extends z.ZodType>(params: P) =>
  ({ params, answer: z.string() }) as const;

/**
 * The description of a rate-limited call: `text`, then "`max` `per` `minutes` minutes, then 429 with
 * Retry-After." (spec §8). The API states its configured limit; the table, the default (30 per 10
 * minutes): `withRateLimit('…', 'turns per member')()`.
 */
export const withRateLimit =
  (text: string, per: string) =>
  (max = 30, minutes = 10): string =>
    `${text}${max} ${per} per ${minutes} minutes, then 429 with Retry-After.`;
