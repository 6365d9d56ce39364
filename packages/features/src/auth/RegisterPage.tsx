import { REGISTRATION_COUNTRIES } from '@gari/contract/countries';
import type { RegisterField } from '@gari/machines/register';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Select, SelectItem } from '@gari/ui/Select';
import { fieldError } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { AuthField, AuthForm, FooterPrompt, FormCard } from './AuthCard';
import { t as authT } from './messages';
import { type UseRegisterOptions, useRegister } from './useRegister';

/** Props of {@link RegisterPage}: the options of {@link useRegister}. */
export type RegisterPageProps = UseRegisterOptions;

/** The 20 registration countries sorted by name (spec §3). */
const COUNTRIES = [...REGISTRATION_COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));

/**
 * /register (spec §2 Accounts Register, §5 Register, §8 'Registration failed'): Full Name, Email,
 * Password, Confirm Password, Country (20 countries by name, default the saved country else RW) and a
 * link to sign in. After success the member lands on /verify-email?email=… (pending screen).
 *
 * @selector `[data-state]` on the card: `editing`, `submitting`, `failure`, `registered`.
 */
export function RegisterPage(props: RegisterPageProps) {
  const t = useT(authT);
  const { state, setField, submit, isPending } = useRegister(props);
  const { context } = state;
  const error = (field: RegisterField) => t.message(context.fieldErrors[field]?.[0]);
  const text = (
    field: Exclude<RegisterField, 'country'>,
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <AuthField
      name={field}
      type={type}
      label={label}
      autoComplete={autoComplete}
      value={context.values[field]}
      onChange={(value) => setField(field, value)}
      error={error(field)}
    />
  );
  return (
    <FormCard
      screen="register"
      state={state}
      footer={<FooterPrompt prompt={t('haveAccount')} href="/login" link={t('signInLink')} />}
    >
      {state.matches('registered') ? (
        <Alert tone="success" title={t('accountCreatedTitle')}>
          {t('accountCreated')}
        </Alert>
      ) : null}
      <AuthForm onSubmit={submit}>
        {text('name', t('fullName'), 'text', 'name')}
        {text('email', t('email'), 'email', 'email')}
        {text('password', t('password'), 'password', 'new-password')}
        {text('password_confirmation', t('confirmPassword'), 'password', 'new-password')}
        <Select
          name="country"
          label={t('country')}
          isRequired
          items={COUNTRIES.map((c) => ({ id: c.code, name: c.name }))}
          selectedKey={context.values.country || null}
          onSelectionChange={(key) => setField('country', key == null ? '' : String(key))}
          {...fieldError(error('country'))}
        >
          {(item: { id: string; name: string }) => (
            <SelectItem id={item.id} textValue={item.name}>
              {item.name}
            </SelectItem>
          )}
        </Select>
        <Button type="submit" fullWidth isPending={isPending} isDisabled={state.matches('registered')}>
          {t('createAccount')}
        </Button>
      </AuthForm>
    </FormCard>
  );
}
