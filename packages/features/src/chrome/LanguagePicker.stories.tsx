import { LANGUAGE_NAMES, LANGUAGES } from '@gari/contract/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker';
import { languageT } from './languageMessages';

/** The picker's trigger (its accessible name holds the label and the chosen language). */
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button');

const meta = {
  title: 'Chrome/LanguagePicker',
  component: LanguagePicker,
  args: { showLabel: true },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, in English (the default): label 'Language', value 'English'. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Language')).toBeVisible();
    await expect(trigger(canvasElement)).toHaveTextContent('English');
  },
};

/** Open: the four languages, each named in itself and marked with its own `lang`. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const list = await within(document.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(LANGUAGES.map((l) => LANGUAGE_NAMES[l]));
    for (const code of LANGUAGES) {
      await expect(within(list).getByText(LANGUAGE_NAMES[code])).toHaveAttribute('lang', code);
    }
    await expect(within(list).getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Choosing Français: the picker (and every text below the provider) switches at once, no reload. */
export const ChoosingFrench: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Français' }));
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent('Français'));
    await expect(within(canvasElement).getByText(languageT.catalog.fr?.language ?? 'Langue')).toBeVisible();
  },
};

/** Français selected (the `language` global, as the toolbar sets it). */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Langue')).toBeVisible();
    await expect(trigger(canvasElement)).toHaveTextContent('Français');
  },
};

/** Kinyarwanda selected. */
export const Kinyarwanda: Story = {
  globals: { language: 'rw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ururimi')).toBeVisible();
    await expect(trigger(canvasElement)).toHaveTextContent('Kinyarwanda');
  },
};

/** Kiswahili selected. */
export const Kiswahili: Story = {
  globals: { language: 'sw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lugha')).toBeVisible();
    await expect(trigger(canvasElement)).toHaveTextContent('Kiswahili');
  },
};

/** The top bar's variant: no visible label, 'Language' for screen readers. */
export const Compact: Story = {
  args: { showLabel: false },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName(expect.stringContaining('Language'));
  },
};
