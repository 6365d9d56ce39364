/**
 * Accounts: register, login, refresh, logout, password reset, email verification, sessions
 * (spec §2 Accounts, §3 User/Session/Auth payloads, §4 Session/Login, §5, §7).
 */
import { z } from 'zod';
import { CountryCode, coercedId, IsoDateTime, listOf, Text } from './common';
import { Language } from './languageSchema';
import { Picture } from './photos';

/** Password rule (spec §5, §9): at least 8 characters. */
export const PASSWORD_MIN = 8;
/** Longest password accepted (characters). */
export const PASSWORD_MAX = 256;
const password = Text.min(PASSWORD_MIN, 'Password must be at least 8 characters long').max(PASSWORD_MAX);
/** A new password and its confirmation (register, reset and change password; spec §5). */
const newPassword = {
  password,
  password_confirmation: Text.min(1, 'Confirm your password.').max(PASSWORD_MAX),
};
/** `schema` refined so that the confirmation matches the new password (422 on `password_confirmation`). */
function confirmedPassword<T extends z.ZodType<{ password: string; password_confirmation: string }>>(
  schema: T,
): T {
  return schema.refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
}
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
  /** Mobile number in E.164 (`+250788123456`), null until the member gives one (issue #16 Profile). */
  phone: z.string().nullable(),
  email_verified_at: IsoDateTime.nullable(),
  /** The member's photo (square; issue #16 Profile), null when none. Absent from old clients' fakes. */
  avatar: Picture.nullable().optional(),
  /**
   * The member's language ('en' | 'fr' | 'rw' | 'sw'), null until chosen (issue #16 Locale): the site
   * applies it after sign-in, so a new device speaks the member's language.
   */
  language: Language.nullable(),
});
export type User = z.infer<typeof User>;

/** Message of a `next` that is not a path of this site. */
export const NEXT_PATH_MESSAGE = 'Next must be a path on this site, such as /vehicles.';

/**
 * True for a same-site path to return to after signing in or verifying ('/vehicles?x=1'); false for
 * another site ('https://evil.example', '//evil', '/\\evil') and for the sign-in page itself.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  return !(value === '/login' || value.startsWith('/login?'));
}

/** A same-site path to land on afterwards (issue #16 Verify → signed in), at most 500 characters. */
export const NextPath = Text.max(500).refine(isSameSitePath, NEXT_PATH_MESSAGE);

/**
 * POST /register (spec §7): every field required; confirmation must match ('Passwords do not match').
 * `next` (optional, a same-site path): where the verification link lands the member (issue #16).
 */
export const RegisterBody = confirmedPassword(
  z.object({
    name: Text.trim().min(1, 'Full name is required.').max(100),
    email,
    ...newPassword,
    country: CountryCode,
    next: NextPath.optional(),
  }),
);
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
export const ResetPasswordBody = confirmedPassword(
  z.object({
    token: Text.min(1, 'This password reset link is invalid or expired.').max(200),
    email,
    ...newPassword,
  }),
);
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/**
 * POST /email/verify: the `id`, `hash` and `expires` (Unix seconds) of the mailed
 * /verify-email?id=…&hash=…&expires=… link (spec §4 Verify email). `sign_in: true` asks for a session
 * on this device (`device_id`) when the link is valid, unexpired and not used yet (issue #16 Verify →
 * signed in); a client that already has a session leaves it out and keeps its own.
 */
export const VerifyEmailBody = z.object({
  id: coercedId(),
  hash: Text.min(10).max(200),
  expires: z.coerce.number().int().positive().max(99_999_999_999).optional(),
  sign_in: z.boolean().optional(),
  device_id: DeviceId.optional(),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/**
 * 200 answer of POST /email/verify: the message ('Email verified.' / 'Email already verified.') and,
 * when `sign_in` was asked and the link was used for the first time before it expired, the tokens of
 * a new session (as login answers them); else `session: null`.
 */
export const VerifyEmailResponse = z.object({ message: z.string(), session: TokenResponse.nullable() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** Longest phone input accepted before normalising (characters). */
export const PHONE_INPUT_MAX = 30;

/**
 * PATCH /users/me (issue #16 Profile): any of `name` (1–100 characters), `phone` (a mobile number,
 * normalised by the server to E.164 with the member's country: '0788 123 456' in RW → '+250788123456';
 * '' or null clears it), `country` (ISO alpha-2) and `language` ('en' | 'fr' | 'rw' | 'sw', issue #16
 * Locale). At least one field. 422 names the field.
 */
export const UpdateProfileBody = z
  .object({
    name: Text.trim()
      .min(1, 'Name is required.')
      .max(100, 'Name is too long: at most 100 characters.')
      .optional(),
    phone: Text.trim()
      .max(PHONE_INPUT_MAX, 'Phone is too long: at most 30 characters.')
      .nullable()
      .optional(),
    country: CountryCode.optional(),
    /** The member's language; null clears the choice (the site then follows the cookie). */
    language: Language.nullable().optional(),
  })
  .refine(
    (b) =>
      b.name !== undefined || b.phone !== undefined || b.country !== undefined || b.language !== undefined,
    { path: ['name'], message: 'Change at least one field: name, phone, country or language.' },
  );
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/**
 * POST /users/me/password (issue #16 Profile): the current password and the new one twice, with the
 * register rules (at least 8 characters; 'Passwords do not match'). A wrong current password is a 422
 * on `current_password`. Success ends every other session of the member and keeps the caller's.
 */
export const ChangePasswordBody = confirmedPassword(
  z.object({
    current_password: Text.min(1, 'Enter your current password.').max(PASSWORD_MAX),
    ...newPassword,
  }),
);
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** 200 answer of POST /users/me/password: the message and how many other sessions were ended. */
export const ChangePasswordResponse = z.object({
  message: z.string(),
  sessions_ended: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

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
export const SessionList = listOf(Session);
export type SessionList = z.infer<typeof SessionList>;
