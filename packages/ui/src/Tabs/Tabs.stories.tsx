import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const onSelectionChange = fn();

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  decorators: [(Story) => <div style={{ width: 340 }}>{Story()}</div>],
  render: (args) => (
    <Tabs {...args} onSelectionChange={onSelectionChange}>
      <TabList aria-label="Sign in or register">
        <Tab id="login">Sign in</Tab>
        <Tab id="register">Register</Tab>
        <Tab id="help">Help</Tab>
      </TabList>
      <TabPanel id="login">Sign in with your email.</TabPanel>
      <TabPanel id="register">Create an account.</TabPanel>
      <TabPanel id="help">Contact support.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onSelectionChange.mockClear();
    const canvas = within(canvasElement);
    const [login, register, help] = canvas.getAllByRole('tab');
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sign in with your email.');
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(register).toHaveFocus();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(onSelectionChange).toHaveBeenLastCalledWith('register');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create an account.');
    await userEvent.keyboard('{End}');
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(login).toHaveFocus(); // wraps around
    // Tab moves into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(login?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['help'], defaultSelectedKey: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Help' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Help' }));
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement).getByRole('tab', { selected: true });
    await expect(getComputedStyle(selected).borderBottomColor).toBe('rgb(251, 146, 60)');
  },
};
