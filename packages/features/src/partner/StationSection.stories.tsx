import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { StationSection } from './StationSection';

const apiOf = scenarioOf;
const staff: ScenarioOptions = { signedInAs: DEMO_USER.email };
const sectionOf = (el: HTMLElement) => el.querySelector('section[data-station-id]') as HTMLElement;

const meta = {
  title: 'Partner/StationSection',
  component: StationSection,
  parameters: { layout: 'fullscreen' },
  args: { stationId: 501, stationName: 'SP Kimironko' },
  loaders: withScenario(staff),
  render: (args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/partner" mainWidth="min(100vw, 60rem)">
      <StationSection {...args} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof StationSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (el: HTMLElement) => within(sectionOf(el)).findByRole('button', { name: 'Save prices' });
const fuelRow = (el: HTMLElement, fuel: string) =>
  within(el.querySelector(`[data-fuel="${fuel}"]`) as HTMLElement);

/**
 * The station as its staff see it: each fuel's shown price with age and source and the ceiling with
 * its period; the engine oils and LPG; the hours (open 24 hours every day).
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const section = within(sectionOf(canvasElement));
    await expect(section.getByRole('heading', { name: 'Station · SP Kimironko' })).toBeVisible();
    const diesel = fuelRow(canvasElement, 'Diesel');
    await expect(diesel.getByText('Shown: RWF 1,752/L · 35m ago · 3 drivers')).toBeVisible();
    await expect(diesel.getByText('Ceiling RWF 1,803 (RURA, until 30 Nov 2026)')).toBeVisible();
    await expect(diesel.getByRole('textbox', { name: 'Diesel price per litre (RWF)' })).toBeVisible();
    await expect(
      section.getAllByRole('textbox', { name: 'Product name' }).map((f) => (f as HTMLInputElement).value),
    ).toEqual(['Engine oil', 'LPG gas']);
    await expect(section.getByRole('textbox', { name: 'Monday opens' })).toHaveValue('00:00');
    await userEvent.click(section.getByRole('button', { name: 'Save prices' }));
    await expect(section.getByText('Type a new price to save.')).toBeVisible();
  },
};

/** A new Essence price is saved and shown at once (source station); a price above the ceiling is flagged. */
export const SavePrices: Story = {
  play: async ({ canvasElement, loaded: l }) => {
    await loaded(canvasElement);
    const essence = fuelRow(canvasElement, 'Essence');
    const field = essence.getByRole('textbox', { name: 'Essence price per litre (RWF)' });
    await userEvent.clear(field);
    await userEvent.type(field, '1800');
    await userEvent.tab();
    await expect(essence.getByText('Above ceiling')).toBeVisible();
    await expect(
      essence.getByText('Above the regulated ceiling: drivers will see it flagged.'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '1760');
    await userEvent.tab();
    await expect(essence.queryByText('Above ceiling')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '1761');
    // Straight to Save: the field commits as it loses focus.
    await userEvent.click(within(sectionOf(canvasElement)).getByRole('button', { name: 'Save prices' }));
    await expectToast('Prices saved');
    await waitFor(() =>
      expect(
        fuelRow(canvasElement, 'Essence').getByText('Shown: RWF 1,761/L · Just now · station'),
      ).toBeVisible(),
    );
    await expect(apiOf(l).callsOf('PUT /partner/stations/{id}/prices')[0]?.body).toEqual({
      prices: [{ fuel_type: 'Essence', price: 1761 }],
    });
    clearAnnouncer();
  },
};

/** A variant added to the engine oils is saved with the whole list. */
export const SaveProducts: Story = {
  play: async ({ canvasElement, loaded: l }) => {
    await loaded(canvasElement);
    const section = within(sectionOf(canvasElement));
    const oils = within(section.getByRole('group', { name: 'Engine oil' }));
    await userEvent.click(oils.getByRole('button', { name: 'Add variant' }));
    await userEvent.type(oils.getByRole('textbox', { name: 'Variant 4 label' }), '0W-20 4 L');
    await userEvent.type(oils.getByRole('textbox', { name: 'Variant 4 brand' }), 'Mobil 1');
    await userEvent.type(oils.getByRole('textbox', { name: 'Variant 4 price (RWF)' }), '45000');
    await userEvent.tab();
    await userEvent.click(section.getByRole('button', { name: 'Save products' }));
    await expectToast('Products saved');
    const body = apiOf(l).callsOf('PUT /partner/stations/{id}/products')[0]?.body as {
      products: { name: string; variants: unknown[] }[];
    };
    await expect(body.products.map((p) => p.name)).toEqual(['Engine oil', 'LPG gas']);
    await expect(body.products[0]?.variants.at(-1)).toEqual({
      label: '0W-20 4 L',
      brand: 'Mobil 1',
      price: 45000,
    });
    clearAnnouncer();
  },
};

/** A product without a name cannot be saved: the form says why. */
export const ProductWithoutName: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const section = within(sectionOf(canvasElement));
    await userEvent.click(section.getByRole('button', { name: 'Add product' }));
    await expect(section.getByText('Give every product a name.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save products' })).toBeDisabled();
  },
};

/** Hours: Sunday closed, Saturday until 02:00 the next day; a time that is not HH:MM blocks saving. */
export const SaveHours: Story = {
  play: async ({ canvasElement, loaded: l }) => {
    await loaded(canvasElement);
    const section = within(sectionOf(canvasElement));
    await userEvent.click(section.getByRole('checkbox', { name: 'Closed on Sunday' }));
    const opens = section.getByRole('textbox', { name: 'Saturday opens' });
    await userEvent.clear(opens);
    await userEvent.type(opens, '6am');
    await expect(section.getByText('Use a time such as 06:00.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save opening hours' })).toBeDisabled();
    await userEvent.clear(opens);
    await userEvent.type(opens, '06:00');
    const closes = section.getByRole('textbox', { name: 'Saturday closes' });
    await userEvent.clear(closes);
    await userEvent.type(closes, '02:00');
    await userEvent.click(section.getByRole('button', { name: 'Save opening hours' }));
    await expectToast('Opening hours saved');
    const body = apiOf(l).callsOf('PATCH /partner/stations/{id}')[0]?.body as {
      opening_hours: { day: number; open: string; close: string }[];
    };
    await expect(body.opening_hours.map((h) => h.day)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(body.opening_hours.at(-1)).toEqual({ day: 6, open: '06:00', close: '02:00' });
    clearAnnouncer();
  },
};

/** A refused save: 'Failed to save prices' with the server's message. */
export const SaveFailed: Story = {
  loaders: withScenario({
    ...staff,
    failures: {
      'PUT /partner/stations/{id}/prices': { status: 403, message: 'You are not staff of this station.' },
    },
  }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const field = fuelRow(canvasElement, 'Premium').getByRole('textbox', {
      name: 'Premium price per litre (RWF)',
    });
    await userEvent.clear(field);
    await userEvent.type(field, '1900');
    await userEvent.tab();
    await userEvent.click(within(sectionOf(canvasElement)).getByRole('button', { name: 'Save prices' }));
    await expectToast('Failed to save prices', 'You are not staff of this station.');
    clearAnnouncer();
  },
};

/** Loading: a labelled skeleton. */
export const Loading: Story = {
  loaders: withScenario({ ...staff, delays: { 'GET /partner/stations/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the station…');
  },
};

/** The station failed to load: an alert with Retry, which recovers. */
export const LoadError: Story = {
  loaders: withScenario({ ...staff, failures: { 'GET /partner/stations/{id}': { status: 500 } } }),
  play: async ({ canvasElement, loaded: l }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load the station')).toBeVisible();
    apiOf(l).fail('GET /partner/stations/{id}', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvasElement);
  },
};

/** The station section in French (issue #16 "Locale"): prices, products and hours from the catalog. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const section = within(sectionOf(canvasElement));
    await section.findByRole('button', { name: 'Enregistrer les prix' });
    await expect(section.getByRole('heading', { name: 'Prix des carburants' })).toBeVisible();
    const diesel = fuelRow(canvasElement, 'Diesel');
    await expect(diesel.getByText(/^Affiché : .*\/L · il y a 35 min · 3 conducteurs$/)).toBeVisible();
    await expect(diesel.getByText(/^Plafond .* \(RURA, jusqu’au 30 nov\. 2026\)$/)).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Lundi : ouverture' })).toHaveValue('00:00');
    await expect(section.getByRole('checkbox', { name: 'Fermé le dimanche' })).not.toBeChecked();
    await expect(section.getByRole('textbox', { name: 'Diesel : prix par litre (RWF)' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Enregistrer les produits' })).toBeVisible();
  },
};
