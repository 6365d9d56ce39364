/**
 * Types of the `auth` machine: the login form, the token login (the client falls back to the legacy route), the
 * unverified-email pass and logout (spec §2 Accounts Login, §4 Login, §5 Login, §8 login special case).
 */
import type { FieldErrors, Message } from '../shared';

/** The signed-in member as the machine keeps it (a subset of the API's User). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
}

/** What the `login` actor resolves with (the API's token answer, spec §3 Auth payloads). */
export interface LoginResult {
  access_token?: string | null;
  token?: string | null;
  email_verified?: boolean;
  user?: AuthUser | null;
}

/** What the `login` actor receives. */
export interface LoginInput {
  email: string;
  password: string;
  /** Keep the refresh token 30 days instead of 1 ("Remember me"). */
  remember: boolean;
}

/** Fields of the login form. */
export type LoginField = 'email' | 'password';

export interface AuthContext {
  email: string;
  password: string;
  remember: boolean;
  /** Client or server errors per field (`emailRequired`, server `errors`). */
  fieldErrors: FieldErrors<LoginMessageKey>;
  /** Message of the last failed sign-in (server text 'Invalid email or password', `noToken`, …), else null. */
  error: LoginMessage | null;
  /** Member after a successful sign-in (null for the 403 'Email not verified.' pass, which has none). */
  user: AuthUser | null;
  /** False after an unverified-email pass (spec §8): the site shows the verification banner. */
  emailVerified: boolean;
  /** Message when the server logout failed (tokens are cleared anyway, spec §2 Logout), else null. */
  logoutError: LoginMessage | null;
}

export type AuthEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SET_REMEMBER'; value: boolean }
  | { type: 'SUBMIT' }
  | { type: 'LOGOUT' };

/**
 * Events the `auth` machine emits (listen with `actor.on(type, fn)`): `signedIn` on entering
 * `signedIn`, `failed` on entering `failure` (the message as kept in `context.error`), `signedOut` on
 * entering `signedOut` (`logoutError` null when the server call succeeded).
 */
export type AuthEmitted =
  | { type: 'signedIn'; user: AuthUser | null; emailVerified: boolean }
  | { type: 'failed'; error: LoginMessage }
  | { type: 'signedOut'; logoutError: LoginMessage | null };

export interface AuthInput {
  /** Prefilled email (e.g. after registration or from the query string). @default '' */
  email?: string;
}

/**
 * Keys of the texts the `auth` machine produces (English in @gari/features/auth `messages.ts`; spec
 * §5 Login: email and password required; §8 'No token received', the login and logout fallbacks).
 */
export type LoginMessageKey =
  | 'emailRequired'
  | 'passwordRequired'
  | 'noToken'
  | 'loginFailed'
  | 'logoutFailed';

/** A text of the login flow: a {@link LoginMessageKey}, or the server's message. */
export type LoginMessage = Message<LoginMessageKey>;
