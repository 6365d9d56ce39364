import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { chooseInCombo, chooseInSelect } from '../testing/pickers';
import { apiOf, button, renderForm, textbox, waitForState, withApi } from '../testing/sellingStory';
import { clearLiveAnnouncer } from '../testing/vehiclesStory';
import { ListingFormPage } from './ListingFormPage';

/**
 * The listing form for a car for sale (issue #10 "cars for sale (year, mileage, fuel,
 * transmission)"): the category "Car for sale" swaps OEM numbers, stock and fitment for the car's
 * make → model, year, mileage in km, fuel and transmission.
 */
const meta = {
  title: 'Selling/ListingFormPage/Car for sale',
  component: ListingFormPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: renderForm(),
} satisfies Meta<typeof ListingFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Publish a car with its fields empty: each car field says what it needs; nothing is sent. */
export const CarFieldErrors: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await chooseInSelect(canvas, 'Category', 'Car for sale');
    await expect(canvas.getByRole('group', { name: 'The car' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Fits these vehicles' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /OEM part numbers/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /In stock/ })).toBeNull();
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'editing');
    await expect(await canvas.findByText('Choose the make of the car.')).toBeVisible();
    await expect(canvas.getAllByText('Choose the year of the car.').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/Enter the mileage in km/)).toBeVisible();
    await expect(canvas.getAllByText('Choose the fuel.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Choose the transmission.').length).toBeGreaterThan(0);
    await expect(apiOf(loaded).count('POST /marketplace/listings')).toBe(0);
  },
};

/** A member lists a 2015 Toyota RAV4: make → model, year, mileage, fuel, transmission; published. */
export const CarPublished: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saved' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.type(textbox(canvas, /Title/), '2015 Toyota RAV4');
    await chooseInSelect(canvas, 'Category', 'Car for sale');
    await chooseInSelect(canvas, 'Condition', 'Used');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Make' })).toBeEnabled());
    await chooseInCombo(canvas, 'Make', 'toy', 'Toyota');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Model' })).toBeEnabled());
    await chooseInCombo(canvas, 'Model', 'rav', 'RAV4');
    await chooseInSelect(canvas, 'Year', '2015');
    await userEvent.type(textbox(canvas, /Mileage \(km\)/), '85,000');
    await chooseInSelect(canvas, 'Fuel', 'Petrol');
    await chooseInSelect(canvas, 'Transmission', 'Automatic');
    await userEvent.type(textbox(canvas, /Price/), '18,500,000');
    await userEvent.click(textbox(canvas, /City/));
    await userEvent.paste('Kigali');

    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'saved');
    const body = apiOf(loaded).callsOf('POST /marketplace/listings')[0]?.body;
    await expect(body).toMatchObject({
      kind: 'car',
      category: 'vehicles',
      brand: 'Toyota',
      year: 2015,
      mileage: 85000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      fitment: [],
      oem_numbers: [],
      stock: 1,
      price: 18_500_000,
    });
    const created = apiOf(loaded).db.marketplace.listings.find(
      (l) => l.title === '2015 Toyota RAV4' && l.seller.name === DEMO_USER.name,
    );
    await expect(created).toMatchObject({ kind: 'car', make: 'Toyota', model: 'RAV4', mileage: 85000 });
    await expectToast('Listing published', '2015 Toyota RAV4');
    clearLiveAnnouncer();
  },
};
