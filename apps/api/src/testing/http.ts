/**
 * Request helpers for the API suites (Fastify `inject`, no network).
 */
import type { TokenResponse } from '@gari/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let counter = 0;
/** A unique email for a test member. */
export const uniqueEmail = (tag = 'member') => `${tag}.${Date.now().toString(36)}.${++counter}@example.test`;

/** A member made through the API and signed in. */
export interface Member {
  email: string;
  password: string;
  tokens: TokenResponse;
  auth: { authorization: string };
}

/** Sends JSON to `url` (POST by default) with optional bearer token. */
export function send(
  app: FastifyInstance,
  url: string,
  opts: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return app.inject({
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}

/** Registers a member and signs in (email left unverified). */
export async function registerMember(
  app: FastifyInstance,
  opts: { device?: string; tag?: string } = {},
): Promise<Member> {
  const email = uniqueEmail(opts.tag);
  const password = 'correct horse battery';
  const reg = await send(app, '/api/v1/register', {
    body: { name: 'Test Member', email, password, password_confirmation: password, country: 'RW' },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  return login(app, email, password, opts.device);
}

/** Signs in and returns the member with tokens. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  device = `device-${++counter}-test`,
): Promise<Member> {
  const res = await send(app, '/api/v1/auth/login', { body: { email, password, device_id: device } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json() as TokenResponse;
  return { email, password, tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
