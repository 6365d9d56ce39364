import { PASSWORD_MIN } from '@gari/contract/auth';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../app';
import { type FieldErrors, formErrors } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { accountT } from './messages';
import { SESSIONS_KEY } from './SessionsPage';

/** Fields of the change-password form (names as in the POST /users/me/password body). */
export type PasswordField = 'current_password' | 'password' | 'password_confirmation';

/**
 * State of the change-password form (issue #16 Profile): `idle`, `saving` (the call runs), `saved`
 * ('Password changed', the other sessions ended), `error` (field errors, e.g. a wrong current password
 * on `current_password`, or a general message).
 */
export type PasswordFormState = 'idle' | 'saving' | 'saved' | 'error';

const EMPTY: Record<PasswordField, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * The client check, the register rules (spec §5): all three given, at least 8 characters, the same
 * twice. Messages are read with `t` (the account catalog in the member's language; English by default).
 */
export function checkPassword(
  values: Record<PasswordField, string>,
  t: typeof accountT = accountT,
): FieldErrors {
  const errors: FieldErrors = {};
  if (values.current_password === '') errors.current_password = t('enterCurrent');
  if (values.password.length < PASSWORD_MIN) errors.password = t('passwordMin', { min: PASSWORD_MIN });
  if (values.password_confirmation === '') errors.password_confirmation = t('confirmYourPassword');
  else if (values.password !== values.password_confirmation)
    errors.password_confirmation = t('passwordMismatch');
  return errors;
}

/** The {@link PasswordFormState} of the change call and the client check's errors. */
function passwordFormState(
  change: { isPending: boolean; isError: boolean; isSuccess: boolean },
  clientErrors: FieldErrors,
): PasswordFormState {
  if (change.isPending) return 'saving';
  if (change.isError || Object.values(clientErrors).some(Boolean)) return 'error';
  return change.isSuccess ? 'saved' : 'idle';
}

/**
 * The change-password form of /profile (issue #16 Profile) as a TanStack mutation over
 * POST /users/me/password. The server checks the current password (422 on `current_password`), stores
 * the new hash and ends every other session; this device stays signed in, the sessions list is
 * refetched and the fields are cleared. Toast 'Password changed'.
 *
 * @returns `state` ({@link PasswordFormState}), `values`, `errors`, `message`, `ended` (other sessions
 *   ended by the last change), `change(field, value)`, `submit()`.
 */
export function usePasswordChange() {
  const t = useT(accountT);
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: () => api.auth.changePassword(values),
    onSuccess: async (answer) => {
      setValues(EMPTY);
      toast.success(t('passwordChanged'), answer.message);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  const { errors, message } = formErrors(change, clientErrors, t('changeFailed'));
  const state = passwordFormState(change, clientErrors);
  return {
    state,
    values,
    errors,
    message,
    ended: change.data?.sessions_ended ?? null,
    change: (field: PasswordField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setClientErrors((e) => ({ ...e, [field]: undefined }));
      if (change.isSuccess || change.isError) change.reset();
    },
    submit: () => {
      const checked = checkPassword(values, t);
      setClientErrors(checked);
      if (Object.values(checked).some(Boolean)) return;
      change.mutate();
    },
  };
}
