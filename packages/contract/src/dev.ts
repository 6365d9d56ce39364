/**
 * Development-only calls (absent, i.e. 404, when NODE_ENV=production): the dev outbox that replaces
 * SMTP locally and in tests, and the fixed quick-login accounts of the profile page (spec §2 Accounts).
 */
import { z } from 'zod';
import { IsoDateTime, listOf, Text } from './common';

/** A quick-login account of the profile page: email, password and display name. */
export const DevAccount = z.object({ email: z.string(), password: z.string(), name: z.string() });
export type DevAccount = z.infer<typeof DevAccount>;
/** GET /dev/accounts. */
export const DevAccountList = listOf(DevAccount);
export type DevAccountList = z.infer<typeof DevAccountList>;

/** One message of the dev outbox; `link` is the verification or reset URL it carries. */
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: IsoDateTime,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
/** GET /dev/outbox?to=&limit=: newest first. */
export const OutboxList = listOf(OutboxMessage);
export type OutboxList = z.infer<typeof OutboxList>;
/** Query of GET /dev/outbox: `to` filters by recipient (case-insensitive), `limit` default 20. */
export const OutboxQuery = z.object({
  to: Text.trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
