/**
 * Types of the `register` machine (spec §2 Accounts Register, §5 Register, §7 POST /register).
 */
import type { FieldErrors } from '../shared';

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
  fieldErrors: FieldErrors;
  /** Message of the last failed POST /register, else null. */
  error: string | null;
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
  | { type: 'failed'; error: string };

export interface RegisterInput {
  /** Saved country (spec §5: the default is the saved country, else RW). */
  country?: string | null;
}

/** Texts of the registration form (spec §5 Register, §8 'Registration failed'). */
export const REGISTER_MESSAGES = {
  nameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  confirmationRequired: 'Confirm your password.',
  countryRequired: 'Choose a country.',
  mismatchTitle: 'Password mismatch',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  fallback: 'Something went wrong. Please try again.',
} as const;

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
