/**
 * Play-function helpers for the react-aria pickers of `@gari/ui/Select` (stories of Add Vehicle and
 * the listing form): choose in a ComboBox with the keyboard, in a Select with the pointer.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The combobox input named `name`. */
export const combo = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name });

/** The trigger button of a Select, found by its label. */
export const selectButton = (canvas: Canvas, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`${label}`) });

/** Chooses `option` in a ComboBox with the keyboard: type part of it, ArrowDown to it, Enter. */
export async function chooseInCombo(canvas: Canvas, name: string, typed: string, option: string) {
  const input = combo(canvas, name);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((o) => o.textContent === option);
  if (index < 0) throw new Error(`option ${option} not listed`);
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(index + 1)}{Enter}`);
  await waitFor(() => expect(input).toHaveValue(option));
}

/** Chooses `option` in a Select with the pointer. */
export async function chooseInSelect(canvas: Canvas, label: string, option: string) {
  await userEvent.click(selectButton(canvas, label));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await expect(selectButton(canvas, label)).toHaveTextContent(option);
}
