/**
 * Texts of the account flows (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) (spec §5 Login, Register, Reset password; §8 toasts): the
 * messages the `auth`, `register`, `emailVerification`, `forgotPassword` and `resetPassword` machines
 * produce (their key types must all be here — `t.message` checks it) and the toast titles.
 */
import type { LoginMessageKey } from '@gari/machines/auth';
import type { EmailVerificationMessageKey } from '@gari/machines/emailVerification';
import type { PasswordResetMessageKey } from '@gari/machines/passwordReset';
import type { RegisterMessageKey } from '@gari/machines/register';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

type MachineKeys =
  | LoginMessageKey
  | RegisterMessageKey
  | EmailVerificationMessageKey
  | PasswordResetMessageKey;

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<MachineKeys, string>;

/**
 * The account catalog in the four languages and its typed `t(key)` (English: machines, tests and
 * stories); views read it with `useT(t)`; `t.message(context.error)` for the machines' messages.
 */
export const t = createTranslator({ en }, 'auth/messages');
