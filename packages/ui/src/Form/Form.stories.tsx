import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, LinkButton } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form, FormActions } from './Form';

const onSubmit = fn();

const meta = {
  title: 'UI/Form',
  component: Form,
  decorators: [(Story) => <div style={{ width: 'min(420px, 100vw - 32px)' }}>{Story()}</div>],
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Native validation first, then the server's `errors` object through `validationErrors`. */
export const SignIn: Story = {
  render: function Render() {
    const [errors, setErrors] = useState<Record<string, string>>({});
    return (
      <Form
        validationErrors={errors}
        onSubmit={(e) => {
          e.preventDefault();
          const data = Object.fromEntries(new FormData(e.currentTarget));
          onSubmit(data);
          setErrors({ password: 'Invalid email or password' });
        }}
      >
        <TextField name="email" type="email" label="Email" isRequired autoComplete="email" />
        <TextField
          name="password"
          type="password"
          label="Password"
          isRequired
          autoComplete="current-password"
        />
        <FormActions>
          <LinkButton href="#forgot" variant="ghost">
            Forgot password?
          </LinkButton>
          <Button type="submit">Sign in</Button>
        </FormActions>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password');
    // Empty submit is blocked by native validation; focus goes to the first invalid field.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ada@gari.rw');
    await userEvent.type(password, 'wrong-password{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@gari.rw', password: 'wrong-password' });
    // Server error shown on the password field, cleared once the changed value is committed.
    await expect(password).toHaveAccessibleDescription('Invalid email or password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password, 'x');
    await userEvent.tab();
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const SignInDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Form validationErrors={{ email: 'The email has already been taken.' }}>
      <TextField name="email" type="email" label="Email" defaultValue="ada@gari.rw" />
      <FormActions>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Register</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The email has already been taken.')).toBeVisible();
    // From 480 px the actions sit in a row, primary last (right).
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const register = canvas.getByRole('button', { name: 'Register' }).getBoundingClientRect();
    if (window.innerWidth >= 480) await expect(register.left).toBeGreaterThan(cancel.left);
    else await expect(register.top).toBeLessThan(cancel.top);
  },
};
