/**
 * Types of the `register` machine (spec §2 Accounts Register, §5 Register, §7 POST /register).
 */
import type { FieldErrors, Message } from '../shared';

/** Fields of the registration form (names as in the POST /register body). */
export type RegisterField = 'name' | 'email' | 'password' | 'password_confirmation' | 'country';

/** What the `register` actor receives: the POST /register body. */
export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** ISO alpha-2 code, e.g. 'RW'. */
  country: string;
}

export interface RegisterContext {
  values: RegisterPayload;
  /** Client or server errors per field. */
  fieldErrors: FieldErrors<RegisterMessageKey>;
  /** Message of the last failed POST /register, else null. */
  error: RegisterMessage | null;
  /** Email of the created account (for /verify-email?email=…), set in `registered`. */
  registeredEmail: string | null;
}

export type RegisterEvent = { type: 'CHANGE'; field: RegisterField; value: string } | { type: 'SUBMIT' };

/**
 * Emitted when SUBMIT is refused locally (listen with `actor.on('invalid', …)`):
 * `mismatch` → toast 'Password mismatch' / 'Passwords do not match' (spec §5).
 */
export type RegisterEmitted =
  | { type: 'invalid'; reason: 'required' | 'mismatch' | 'tooShort' }
  /** On entering `registered`: the address the verification mail went to. */
  | { type: 'registered'; email: string }
  /** On entering `failure`, with the message kept in `context.error`. */
  | { type: 'failed'; error: RegisterMessage };

export interface RegisterInput {
  /** Saved country (spec §5: the default is the saved country, else RW). */
  country?: string | null;
}

/**
 * Keys of the texts the `register` machine produces (English in @gari/features/auth `messages.ts`;
 * spec §5 Register, §8 'Registration failed').
 */
export type RegisterMessageKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'passwordRequired'
  | 'confirmationRequired'
  | 'countryRequired'
  | 'passwordMismatch'
  | 'passwordTooShort'
  | 'registerFailed';

/** A text of the registration flow: a {@link RegisterMessageKey}, or the server's message. */
export type RegisterMessage = Message<RegisterMessageKey>;

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
