/**
 * Accounts: register, login, refresh, logout, password reset, email verification, sessions
 * (spec §2 Accounts, §3 User/Session/Auth payloads, §4 Session/Login, §5, §7).
 */
import { z } from 'zod';
import { CountryCode, coercedId, IsoDateTime, Text } from './common';

/** Password rule (spec §5, §9): at least 8 characters. */
export const PASSWORD_MIN = 8;
/** Longest password accepted (characters). */
export const PASSWORD_MAX = 256;
const password = Text.min(PASSWORD_MIN, 'Password must be at least 8 characters long').max(PASSWORD_MAX);
const email = z
  .email('Enter a valid email address.')
  .max(254)
  .transform((s) => s.trim().toLowerCase());
/** An email address from a form: valid, at most 254 characters, read trimmed and lower case. */
export const EmailAddress = email;
/** Device id made once by the client and stored (spec §4 Country/Device). */
export const DeviceId = Text.min(8).max(100);

/** The signed-in member (spec §3 User). `email_verified_at` is null until the link is opened. */
export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  country: z.string(),
  email_verified_at: IsoDateTime.nullable(),
});
export type User = z.infer<typeof User>;

/** POST /register (spec §7): every field required; confirmation must match ('Passwords do not match'). */
export const RegisterBody = z
  .object({
    name: Text.trim().min(1, 'Full name is required.').max(100),
    email,
    password,
    password_confirmation: Text.min(1, 'Confirm your password.').max(PASSWORD_MAX),
    country: CountryCode,
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type RegisterBody = z.input<typeof RegisterBody>;

/** 201 answer of POST /register: the account exists, a verification mail is in the outbox. */
export const RegisterResponse = z.object({ message: z.string(), user: User });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /auth/login and legacy POST /login. `remember` keeps the refresh token 30 days instead of 1. */
export const LoginBody = z.object({
  email,
  password: Text.min(1, 'Password is required.').max(PASSWORD_MAX),
  device_id: DeviceId.optional(),
  remember: z.boolean().optional(),
});
export type LoginBody = z.input<typeof LoginBody>;

/**
 * Tokens answer of login and refresh. `access_token` is a short-lived JWT (`expires_in` seconds);
 * `refresh_token` is opaque, single-use (rotated on every refresh) and bound to `device_id`.
 * `email_verified: false` is a pass (spec §8 login special case): the site shows a banner.
 */
export const TokenResponse = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  device_id: z.string(),
  session_id: z.number().int(),
  email_verified: z.boolean(),
  user: User,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /auth/refresh (spec §4 Session): one use per token; reuse of a rotated token revokes the session. */
export const RefreshBody = z.object({ refresh_token: Text.min(1).max(200), device_id: DeviceId });
export type RefreshBody = z.input<typeof RefreshBody>;

/** POST /auth/logout and legacy /logout: revokes the current session. */
export const LogoutBody = z.object({ device_id: DeviceId.optional() });
export type LogoutBody = z.input<typeof LogoutBody>;

/** POST /password/forgot: always 200 (never reveals whether the email has an account). */
export const ForgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

/** POST /password/reset with the token and email of the mailed link (spec §5 reset rules). */
export const ResetPasswordBody = z
  .object({
    token: Text.min(1, 'This password reset link is invalid or expired.').max(200),
    email,
    password,
    password_confirmation: Text.min(1, 'Confirm your password.').max(PASSWORD_MAX),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** POST /email/verify: the `id` and `hash` of the mailed /verify-email?id=…&hash=… link (spec §4 Verify email). */
export const VerifyEmailBody = z.object({
  id: coercedId(),
  hash: Text.min(10).max(200),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/** One signed-in device (spec §3 Session). `current` marks the session of the calling token. */
export const Session = z.object({
  id: z.number().int(),
  device_id: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  last_seen_at: IsoDateTime,
  created_at: IsoDateTime,
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;
export const SessionList = z.object({ data: z.array(Session) });
export type SessionList = z.infer<typeof SessionList>;
