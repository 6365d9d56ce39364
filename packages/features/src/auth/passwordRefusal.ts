import { toast } from '@gari/ui/Toast';
import { t as authT } from './messages';

/** Why a password form refused to send (the `invalid` event of `register` and `passwordReset`). */
export type PasswordRefusal = 'required' | 'mismatch' | 'tooShort';

/** Toast title and text per refusal the fields do not show on their own (spec §5 Register, Reset password). */
const REFUSAL_TOASTS = {
  mismatch: ['passwordMismatchTitle', 'passwordMismatch'],
  tooShort: ['passwordTooShortTitle', 'passwordTooShort'],
} as const;

/**
 * Toasts a password form's local refusal: 'Password mismatch' / 'Passwords do not match', or
 * 'Password too short' with its rule; nothing for a missing field (the field says so itself).
 * `t` is the account catalog in the member's language (`useT(t)`; default English).
 */
export function toastPasswordRefusal(reason: PasswordRefusal, t: typeof authT = authT): void {
  if (reason === 'required') return;
  const [title, text] = REFUSAL_TOASTS[reason];
  toast.error(t(title), t(text));
}
