import type { Vehicle } from '@gari/contract/vehicles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { StoryFrame } from '../testing/vehiclesStory';
import { MyCarsPage } from './MyCarsPage';
import { addRepair } from './repairStory';

const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;

const meta = {
  title: 'Vehicles/MyCarsPage',
  component: MyCarsPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (_args, { loaded }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry="/vehicles" path="/vehicles">
      <MyCarsPage />
    </StoryFrame>
  ),
} satisfies Meta<typeof MyCarsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-state]') as HTMLElement;

/** GET /vehicles pending: 'Loading...'. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /vehicles': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('link', { name: 'Add Vehicle' })).toBeVisible();
  },
};

/** GET /vehicles failed: 'Failed to load vehicles.'; Try again loads the list. */
export const LoadError: Story = {
  loaders: withApi({ failures: { 'GET /vehicles': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load vehicles.')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
    apiOf(loaded).fail('GET /vehicles', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: '2018 Toyota RAV4' })).toBeVisible();
    await expect(canvas.queryByText('Failed to load vehicles.')).toBeNull();
  },
};

/** No vehicles: the empty card, whose link opens Add Vehicle. */
export const Empty: Story = {
  loaders: withApi({ vehicles: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'empty');
    await userEvent.click(canvas.getByRole('link', { name: 'Add your first vehicle' }));
    await expect(await canvas.findByText('Navigated to /vehicles/new')).toBeVisible();
  },
};

/** Two cars without images: 'No image', name, facts; Status opens /vehicles/{id}. */
export const WithVehicles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your vehicles' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    // The theme tokens reach the page's styles (radius.lg = 12px on the cards).
    await expect(getComputedStyle(cards[0] as HTMLElement).borderTopLeftRadius).toBe('12px');
    await expect(within(cards[0] as HTMLElement).getByText('No image')).toBeVisible();
    await expect(within(list).getByRole('heading', { name: '2018 Toyota RAV4' })).toBeVisible();
    await expect(within(list).getByRole('heading', { name: '2016 Suzuki Swift' })).toBeVisible();
    await expect(within(list).getByText('84,500 km · Petrol · Automatic · Silver')).toBeVisible();
    await expect(canvas.queryByText(/You can add up to 5 cars/)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Status of 2018 Toyota RAV4' }));
    await expect(await canvas.findByText('Navigated to /vehicles/1')).toBeVisible();
  },
};

const pixel =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#8a9"/></svg>',
  );
const named = (v: Partial<Vehicle> & Pick<Vehicle, 'id' | 'year' | 'make' | 'model'>): Vehicle => ({
  name: '',
  make_id: null,
  model_id: null,
  color: null,
  mileage: null,
  mileage_unit: 'km',
  fuel_type: null,
  transmission: null,
  body_style: null,
  drivetrain: null,
  variant: null,
  vin: null,
  engine: null,
  primary_image_url: null,
  primary_use: 'daily_commute',
  created_at: '2025-01-01T00:00:00.000Z',
  ...v,
});

/** A car with a primary image and a custom name, and one without a name ('year make model'). */
export const ImagesAndNames: Story = {
  loaders: withApi({
    vehicles: [
      named({
        id: 7,
        year: 2012,
        make: 'Toyota',
        model: 'Land Cruiser Prado',
        name: 'Safari Prado',
        primary_image_url: pixel,
      }),
      named({ id: 8, year: 2010, make: 'Honda', model: 'Fit', name: '  ' }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = await canvas.findByRole('img', { name: 'Safari Prado' });
    await expect(img).toHaveAttribute('src', pixel);
    await expect(canvas.getByRole('heading', { name: '2010 Honda Fit' })).toBeVisible();
    await expect(canvas.getAllByText('No image')).toHaveLength(1);
  },
};

/** Five cars: the spec §5 limit text is shown above the grid. */
export const FiveCars: Story = {
  loaders: withApi({ vehicles: 5 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Your vehicles' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

/** Remove asks first; Cancel keeps the car, Delete removes it (DELETE /vehicles/{id}). */
export const Remove: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const api = apiOf(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 2016 Suzuki Swift' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this vehicle?' });
    await expect(dialog).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: '2016 Suzuki Swift' })).toBeVisible();
    await expect(api.count('DELETE /vehicles/{id}')).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2016 Suzuki Swift' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '2016 Suzuki Swift' })).toBeNull());
    await expect(api.callsOf('DELETE /vehicles/{id}')[0]?.params).toEqual({ id: '2' });
    await expect(api.db.vehicles.map((v) => v.id)).toEqual([1]);
    await expect(canvas.getByRole('heading', { name: '2018 Toyota RAV4' })).toBeVisible();
    // The screenshot shows the list, not the dialog on its way out.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Removing the last car shows the empty card. */
export const RemoveLast: Story = {
  loaders: withApi({ vehicles: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 2018 Toyota RAV4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    // The screenshot shows the empty list, not the dialog on its way out.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The removal fails: the card disappears at once (optimistic), comes back, and a toast explains. */
export const RemoveFails: Story = {
  loaders: withApi({
    failures: { 'DELETE /vehicles/{id}': { status: 500 } },
    delays: { 'DELETE /vehicles/{id}': 400 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 2018 Toyota RAV4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this vehicle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: '2018 Toyota RAV4' })).toBeNull());
    await expect(
      await canvas.findByRole('heading', { name: '2018 Toyota RAV4' }, { timeout: 3000 }),
    ).toBeVisible();
    const toastEl = await screen.findByRole('alertdialog', { name: /Failed to remove vehicle/ });
    await expect(toastEl).toHaveTextContent('DELETE /vehicles/1 failed: 500');
  },
};

/**
 * Issue #13: one completed repair not yet logged shows "1 repair to log", linking to its focused
 * expense prompt in My bookings (the completion SMS/mail's link).
 */
export const OneRepairToLog: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s)),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-repairs-notice]')).not.toBeNull());
    const notice = canvasElement.querySelector('[data-repairs-notice]') as HTMLElement;
    await expect(within(notice).getByRole('link', { name: '1 repair to log' })).toHaveAttribute(
      'href',
      '/bookings?log=GR-REPAIR',
    );
  },
};

/** Two repairs to log: the notice counts them and links to My bookings. */
export const RepairsToLog: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => {
    addRepair(s);
    addRepair(s, false, 'GR-REPAIR2');
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-repairs-notice="2"]')).not.toBeNull());
    await expect(within(canvasElement).getByRole('link', { name: '2 repairs to log' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  },
};

/** Every repair logged: no notice. */
export const NoRepairToLog: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s, true)),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(apiOf(loaded).count('GET /bookings')).toBeGreaterThan(0));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'list'));
    await expect(canvasElement.querySelector('[data-repairs-notice]')).toBeNull();
  },
};
