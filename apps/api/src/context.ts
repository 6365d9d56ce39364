/**
 * What every route plugin receives: the database, the settings, the mailer and the JWT key.
 */
import type { Redis } from 'ioredis';
import type { AuthLimits } from './auth/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { BookingEvents } from './partner/events';

/** Shared dependencies of the route plugins (passed as plugin options). */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** `config.jwtSecret` encoded for jose. */
  key: Uint8Array;
  /** Overrides of the account rate limits (tests); defaults in `AUTH_LIMITS`. */
  limits?: Partial<AuthLimits>;
  /** The in-process bus of booking events the partner console streams (issue #16). */
  events: BookingEvents;
  /** Redis client shared by every API process (`REDIS_URL`): the account limits count there. */
  redis?: Redis;
}

/** Options object of every domain route plugin. */
export interface RouteOptions {
  ctx: AppContext;
}
