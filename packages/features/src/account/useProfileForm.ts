import type { UpdateProfileBody, User } from '@gari/contract/auth';
import { DIAL_CODES, memberPhoneExample, normalizeMemberPhone } from '@gari/contract/rules/memberPhone';
import { toast } from '@gari/ui/Toast';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { type FieldErrors, formErrors } from '../shared/fieldError';
import { useLocale, useT } from '../shared/locale';
import { accountT } from './messages';
import { regionName } from './regionName';

/** The fields of the profile form (names as in the PATCH /users/me body). */
export type ProfileField = 'name' | 'phone' | 'country';

/** What the form holds: the texts as typed. */
export type ProfileValues = Record<ProfileField, string>;

/**
 * State of the profile form (issue #16 Profile): `viewing` (the facts), `editing` (the form),
 * `saving` (PATCH /users/me runs), `saved` (back to the facts with 'Profile saved.'), `error` (the form
 * with the server's or the client's field errors, or a general message).
 */
export type ProfileFormState = 'viewing' | 'editing' | 'saving' | 'saved' | 'error';

/** Longest name (characters), as the contract's `UpdateProfileBody`. */
export const NAME_MAX = 100;

/**
 * The client check of the profile form, the same rules as the API: a name of 1–100 characters, a phone
 * that is a mobile number for the chosen country (or empty). Answers the field messages (empty when
 * valid) and the body to send (the phone in E.164, '' → null). Messages are read with `t` in `locale`
 * (the account catalog; English in Rwanda by default: 'Phone: enter a valid mobile number for Rwanda,
 * e.g. +250 788 123 456.', as the API says it).
 */
export function checkProfile(
  values: ProfileValues,
  t: typeof accountT = accountT,
  locale = 'en-RW',
): { errors: FieldErrors; body: UpdateProfileBody } {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('nameRequired');
  else if (name.length > NAME_MAX) errors.name = t('nameTooLong', { max: NAME_MAX });
  const typed = values.phone.trim();
  const phone = typed === '' ? null : normalizeMemberPhone(typed, values.country);
  if (typed !== '' && !phone) {
    const dial = DIAL_CODES[values.country];
    const example =
      memberPhoneExample(values.country) ?? (dial ? t('phoneDial', { dial }) : '+250 788 123 456');
    errors.phone = t('phoneInvalid', { country: regionName(values.country, locale), example });
  }
  return { errors, body: { name, phone, country: values.country } };
}

const valuesOf = (user: User | null): ProfileValues => ({
  name: user?.name ?? '',
  phone: user?.phone ?? '',
  country: user?.country ?? 'RW',
});

/**
 * The profile form of /profile (issue #16 Profile): edit name, phone (stored in E.164 for the member's
 * country: '0788 123 456' in RW → '+250788123456') and country through PATCH /users/me, as a TanStack
 * mutation. Field errors come from {@link checkProfile} before sending, then from the API's 422 body
 * (`errors.phone` …). On success the session is refreshed and 'Profile saved' is toasted.
 *
 * @returns `state` ({@link ProfileFormState}), `values`, `errors` (first message per field), `message`
 *   (a failure that names no field), `edit()`, `cancel()`, `change(field, value)`, `submit()`.
 */
export function useProfileForm(user: User | null) {
  const t = useT(accountT);
  const { locale } = useLocale();
  const api = useApi();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: UpdateProfileBody) => api.auth.updateProfile(body),
    onSuccess: async () => {
      setEditing(false);
      toast.success(t('profileSavedToast'));
      await session.refresh();
    },
  });
  const { errors, message } = formErrors(save, clientErrors, t('savingFailedRetry'));
  const hasFieldError = Object.values(errors).some(Boolean);
  const state: ProfileFormState = editing
    ? save.isPending
      ? 'saving'
      : save.isError || hasFieldError
        ? 'error'
        : 'editing'
    : save.isSuccess
      ? 'saved'
      : 'viewing';

  return {
    state,
    values,
    errors,
    message,
    edit: () => {
      setValues(valuesOf(user));
      setClientErrors({});
      save.reset();
      setEditing(true);
    },
    cancel: () => {
      setClientErrors({});
      save.reset();
      setEditing(false);
    },
    change: (field: ProfileField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setClientErrors((e) => ({ ...e, [field]: undefined }));
    },
    submit: () => {
      const checked = checkProfile(values, t, locale);
      setClientErrors(checked.errors);
      if (Object.values(checked.errors).some(Boolean)) return;
      save.mutate(checked.body);
    },
  };
}
