import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, TextArea, TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'We never share your email.', autoComplete: 'email' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We never share your email.');
    await userEvent.click(input);
    await userEvent.keyboard('ada@gari.rw');
    await expect(input).toHaveValue('ada@gari.rw');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@gari.rw');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid email address.', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(within(canvasElement).getByText('Enter a valid email address.')).toBeVisible();
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

/** Native constraint (`isRequired`) is reported on submit through RAC's FieldError. */
export const RequiredInForm: Story = {
  args: { isRequired: true, name: 'email', errorMessage: 'Email is required.' },
  render: (args) => (
    <Form onSubmit={(e) => e.preventDefault()}>
      <TextField {...args} />
      <button type="submit">Submit</button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.queryByText('Email is required.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Email is required.')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@gari.rw');
    await userEvent.tab(); // the value is committed on blur and validated again
    await expect(canvas.queryByText('Email is required.')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** `Form validationErrors` (server errors by field name) show under the field. */
export const ServerError: Story = {
  args: { name: 'email' },
  render: (args) => (
    <Form validationErrors={{ email: 'The email has already been taken.' }}>
      <TextField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('The email has already been taken.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', minLength: 8 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveValue('secret123');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@gari.rw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: { label: 'Note', type: undefined },
  render: (args) => <TextArea {...args} description="Optional, up to 300 characters." maxLength={300} />,
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Oil change{Enter}and filter');
    await expect(textarea).toHaveValue('Oil change\nand filter');
  },
};

const onClear = fn();
const onSubmit = fn();

export const Search: Story = {
  render: () => (
    <SearchField
      label="Search parts"
      placeholder="Part name, OEM code or keyword"
      onClear={onClear}
      onSubmit={onSubmit}
    />
  ),
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search parts' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'brake pads{Enter}');
    await expect(onSubmit).toHaveBeenCalledWith('brake pads');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(onClear).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'filter');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(onClear).toHaveBeenCalledTimes(2);
  },
};
