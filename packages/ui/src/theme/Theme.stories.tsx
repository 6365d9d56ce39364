import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  darkTheme,
  lightTheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  ThemeProvider,
  useTheme,
  vars,
} from './index';

const meta = {
  title: 'UI/Theme',
  component: ThemeProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the value of a contract variable (`var(--x)`) on `<html>`. */
const tokenValue = (token: string) =>
  getComputedStyle(document.documentElement)
    .getPropertyValue(token.replace(/^var\((.*)\)$/, '$1'))
    .trim();

const swatches = [
  'bg',
  'surface',
  'text',
  'textMuted',
  'brand',
  'accent',
  'success',
  'warning',
  'danger',
  'info',
  'topbar',
] as const;

function Tokens() {
  const { resolved } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p>Resolved theme: {resolved}</p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
          gap: 8,
          padding: 0,
        }}
      >
        {swatches.map((name) => (
          <li key={name} style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              aria-hidden="true"
              style={{
                width: 24,
                height: 24,
                borderRadius: 4,
                background: vars.color[name],
                border: `1px solid ${vars.color.border}`,
              }}
            />
            <code style={{ fontFamily: vars.font.mono }}>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const LightTokens: Story = {
  render: () => <Tokens />,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass(lightTheme);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(within(canvasElement).getByText('Resolved theme: light')).toBeVisible();
    await expect(tokenValue(vars.color.topbar)).toBe('#000000');
    await expect(tokenValue(vars.color.brand)).toBe('#c2410c');
    await expect(getComputedStyle(document.body).fontFamily).toContain('system-ui');
  },
};

export const DarkTokens: Story = {
  render: () => <Tokens />,
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(document.documentElement).not.toHaveClass(lightTheme);
    await expect(tokenValue(vars.color.brand)).toBe('#fb923c');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 17, 16)');
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  },
};

function ModeSwitcher() {
  const { mode, resolved, setMode } = useTheme();
  const modes: ThemeMode[] = ['light', 'dark', 'system'];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <fieldset style={{ display: 'flex', gap: 8, border: 0, padding: 0, margin: 0 }}>
        <legend style={{ float: 'left', alignSelf: 'center' }}>Theme</legend>
        {modes.map((m) => (
          <Button
            key={m}
            variant={m === mode ? 'primary' : 'secondary'}
            aria-pressed={m === mode}
            onPress={() => setMode(m)}
          >
            {m}
          </Button>
        ))}
      </fieldset>
      <p>
        Mode {mode}, showing {resolved}
      </p>
    </div>
  );
}

/** `setMode` switches the class on `<html>`; `system` follows `prefers-color-scheme`. */
export const SwitchMode: Story = {
  render: () => <ModeSwitcher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    await expect(canvas.getByText('Mode dark, showing dark')).toBeVisible();
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(canvas.getByRole('button', { name: 'dark' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'system' }));
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(canvas.getByText(`Mode system, showing ${systemDark ? 'dark' : 'light'}`)).toBeVisible();
    await expect(document.documentElement).toHaveClass(systemDark ? darkTheme : lightTheme);
    await userEvent.click(canvas.getByRole('button', { name: 'light' }));
    await expect(document.documentElement).toHaveClass(lightTheme);
  },
};

const storyKey = `${THEME_STORAGE_KEY}.story`;

/** The choice is stored in localStorage and read back on the next mount. */
export const Persisted: Story = {
  render: function Render() {
    const [mount, setMount] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <ThemeProvider key={mount} storageKey={storyKey} mode="light">
          <ModeSwitcher />
        </ThemeProvider>
        <Button variant="ghost" onPress={() => setMount((n) => n + 1)}>
          Remount
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    localStorage.removeItem(storyKey);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remount' }));
    await expect(canvas.getByText('Mode light, showing light')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'dark' }));
    await expect(localStorage.getItem(storyKey)).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Remount' }));
    await waitFor(() => expect(canvas.getByText('Mode dark, showing dark')).toBeVisible());
    await expect(THEME_STORAGE_KEY).toBe('gari.theme');
    localStorage.removeItem(storyKey);
  },
};
