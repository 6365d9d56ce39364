import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Card } from '@gari/ui/Card';
import { Form } from '@gari/ui/Form';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { TextField, type TextFieldProps } from '@gari/ui/TextField';
import type { ReactNode } from 'react';
import { fieldError } from '../shared/fieldError';
import { useT } from '../shared/locale';
import * as styles from './auth.css';
import { t as authT } from './messages';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** Page heading (an `<h1>`), e.g. 'Welcome Back'. */
  title: string;
  /** Line under the heading. */
  subtitle?: ReactNode;
  /** Machine state shown by the card, exposed as `data-state` (@selector `[data-state="failure"]`). */
  state?: string;
  /** Icon above the heading (result screens), usually a {@link StatusIcon}. */
  icon?: ReactNode;
  /** Form and messages. */
  children: ReactNode;
  /** Links under the card content ('Don't have an account? Sign up'; see {@link FooterPrompt}). */
  footer?: ReactNode;
  /**
   * A refused request: a danger alert with this title and message, above the children (spec §8
   * toasts and alerts). Nothing when falsy.
   */
  failure?: { title: string; message: ReactNode } | false | null;
}

/** The centred card every account screen uses (spec §2 Accounts). */
export function AuthCard({ title, subtitle, state, icon, children, footer, failure }: AuthCardProps) {
  return (
    <Box display="flex" justifyContent="center" paddingX="lg" paddingY="xl">
      <Card
        as="section"
        gap="lg"
        padding="lg"
        className={styles.card}
        data-state={state}
        aria-labelledby="auth-card-title"
      >
        {icon}
        <PageHeader titleId="auth-card-title" title={title} subtitle={subtitle} align="center" />
        {failure ? (
          <Alert tone="danger" title={failure.title}>
            {failure.message}
          </Alert>
        ) : null}
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </Card>
    </Box>
  );
}

/** The account screens with a form and a failure alert: the catalog-key prefix of their texts. */
export type FormScreen = 'register' | 'forgot';

/** Props of {@link FormCard}. */
export interface FormCardProps {
  /**
   * Which screen: its heading is `${screen}Title`, the line under it `${screen}Subtitle`, the
   * failure alert's title `${screen}FailedTitle` (the auth catalog, in the member's language).
   */
  screen: FormScreen;
  /** The flow's state: its value is the card's `data-state`; in `failure` its error shows in the alert. */
  state: {
    value: unknown;
    context: { error: Parameters<typeof authT.message>[0] };
    matches: (value: 'failure') => boolean;
  };
  /** Links under the form (a {@link FooterPrompt}). */
  footer: ReactNode;
  /** The form and its messages. */
  children: ReactNode;
}

/** The {@link AuthCard} of an account screen with a form (register, forgot password), by its flow's state. */
export function FormCard({ screen, state, footer, children }: FormCardProps) {
  const t = useT(authT);
  return (
    <AuthCard
      title={t(`${screen}Title`)}
      subtitle={t(`${screen}Subtitle`)}
      state={String(state.value)}
      footer={footer}
      failure={
        state.matches('failure') && {
          title: t(`${screen}FailedTitle`),
          message: t.message(state.context.error),
        }
      }
    >
      {children}
    </AuthCard>
  );
}

/** Props of {@link FooterPrompt}. */
export interface FooterPromptProps {
  /** The question, e.g. 'Don't have an account?'. */
  prompt: string;
  /** Where the link goes, e.g. '/register'. */
  href: string;
  /** The link's text, e.g. 'Sign up'. */
  link: string;
}

/** The footer line of an account screen: a question, then the link that answers it. */
export function FooterPrompt({ prompt, href, link }: FooterPromptProps) {
  return (
    <>
      {prompt} <Link href={href}>{link}</Link>
    </>
  );
}

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** Called on submit (the default navigation is prevented); fields validate with `aria` behaviour. */
  onSubmit: () => void;
  /** Fields and the submit button. */
  children: ReactNode;
}

/** The form of an account screen: a column of fields, validated by the machine, not the browser. */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <Form
      gap="md"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Form>
  );
}

/** Props of {@link StatusIcon}. */
export interface StatusIconProps {
  /**
   * Colours: `brand` (sent), `success` (done), `danger` (failed).
   * @default 'brand'
   * @selector `[data-tone="success"]`
   */
  tone?: 'brand' | 'success' | 'danger';
  /** The glyph (decorative; hidden from assistive technology). */
  children: ReactNode;
}

/** The round status icon above the title of a result screen. */
export function StatusIcon({ tone = 'brand', children }: StatusIconProps) {
  return (
    <span className={styles.statusIcon} data-tone={tone} aria-hidden="true">
      {children}
    </span>
  );
}

/** Props of {@link SuccessCard}. */
export interface SuccessCardProps {
  /** The flow's state, the card's `data-state` (e.g. 'done', 'success'). */
  state: string;
  /** The heading, e.g. 'Password reset successful!'. */
  title: string;
  /** The line under it. */
  subtitle: string;
  /** What to do next (a full-width link). */
  children: ReactNode;
}

/** The result screen of an account flow that worked: the ✓ icon above the heading, then what comes next. */
export function SuccessCard({ state, title, subtitle, children }: SuccessCardProps) {
  return (
    <AuthCard
      title={title}
      state={state}
      icon={<StatusIcon tone="success">✓</StatusIcon>}
      subtitle={subtitle}
    >
      {children}
    </AuthCard>
  );
}

/** Props of {@link AuthField}: those of `TextField` (minus the error props), plus `error`. */
export interface AuthFieldProps
  extends Omit<TextFieldProps, 'isRequired' | 'isInvalid' | 'errorMessage' | 'onChange'> {
  /** The field name (`email`, `password`, …): the form field and the server's field-error key. */
  name: string;
  /** Visible label, e.g. 'Email'. */
  label: string;
  /** The value (from the flow's machine context). */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** The field's first error, as text (undefined: valid). */
  error: string | undefined;
}

/** A required text field of an account form, its error (the machine's field error) under it. */
export function AuthField({ error, ...props }: AuthFieldProps) {
  return <TextField isRequired {...props} {...fieldError(error)} />;
}

/** The required Email field of the account forms (login, forgot password): `type="email"`, autofill `email`. */
export function EmailField(props: Omit<AuthFieldProps, 'name' | 'type' | 'label' | 'autoComplete'>) {
  const t = useT(authT);
  return <AuthField name="email" type="email" label={t('email')} autoComplete="email" {...props} />;
}
