import { formatDate, formatMoney } from '@gari/ui/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { clearLiveAnnouncer, StoryFrame } from '../testing/vehiclesStory';
import { CarStatusPage } from './CarStatusPage';
import carStatusFr from './statusMessages.fr.json';
import { todayIso } from './useCarStatus';

const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;

const TODAY = todayIso();

const meta = {
  title: 'Vehicles/CarStatusPage',
  component: CarStatusPage,
  parameters: { layout: 'fullscreen', entry: '/vehicles/1' },
  loaders: withApi(),
  render: (args, { loaded, parameters }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry={parameters.entry as string} path="/vehicles/:id">
      <CarStatusPage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CarStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-state]') as HTMLElement;
const panel = (canvas: Canvas, title: string) => {
  const el = canvas.getByRole('heading', { name: title }).closest('section');
  if (!el) throw new Error(`no panel ${title}`);
  return within(el as HTMLElement);
};
const term = (scope: Canvas, name: string) => scope.getByText(name).nextElementSibling as HTMLElement;
const ready = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'ready'));
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryAllByText('Loading...')).toHaveLength(0));
  return canvas;
};
const form = (canvas: Canvas, title: string) => {
  const el = canvas.getByRole('form', { name: title });
  return within(el);
};
/** The chart's screen-reader table row of the current month ('Mar' …). */
const currentMonthRow = (canvas: Canvas) => {
  const table = canvas.getByRole('table', { name: 'Spending, last 12 months' });
  const rows = within(table).getAllByRole('row');
  return rows.at(-1) as HTMLElement;
};

/** GET /vehicles/{id} pending: 'Loading...'. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /vehicles/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** GET /vehicles/{id} failed (500): 'Failed to load vehicle.' with the way back. */
export const LoadError: Story = {
  loaders: withApi({ failures: { 'GET /vehicles/{id}': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load vehicle.')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Cars' }));
    await expect(await canvas.findByText('Navigated to /vehicles')).toBeVisible();
  },
};

/** Another member's (or a missing) vehicle: 404 → 'Vehicle not found' with a link to My Cars. */
export const NotFound: Story = {
  parameters: { entry: '/vehicles/99' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'not-found');
    await expect(apiOf(loaded).count('GET /vehicles/{id}/summary')).toBe(0);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Cars' }));
    await expect(await canvas.findByText('Navigated to /vehicles')).toBeVisible();
  },
};

/** A route id that is not a number is 'Vehicle not found' without any call. */
export const BadId: Story = {
  parameters: { entry: '/vehicles/abc' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
    await expect(apiOf(loaded).count('GET /vehicles/{id}')).toBe(0);
  },
};

/**
 * The seeded RAV4 with 12 months of refuels and expenses: details, last refuel, this month's spend,
 * running stats, the stacked 12-month chart, 5 recent refuels and expenses, and the links.
 */
export const WithData: Story = {
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '2018 Toyota RAV4' })).toBeVisible();
    const details = panel(canvas, 'Vehicle details');
    await expect(term(details, 'Mileage')).toHaveTextContent('84,500 km');
    await expect(term(details, 'Transmission')).toHaveTextContent('Automatic');

    const summary = await api.api.vehicles.summary(1);
    const last = panel(canvas, 'Last refuel');
    await expect(term(last, 'Date')).toHaveTextContent(formatDate(summary.last_refuel?.date, 'en-RW'));
    await expect(term(last, 'Cost')).toHaveTextContent(formatMoney(summary.last_refuel?.total_cost));

    const stats = panel(canvas, 'Running stats');
    await expect(term(stats, 'Average fuel price (30 days)')).toHaveTextContent(
      `${formatMoney(summary.stats.avg_fuel_price_30d)}/l`,
    );
    await expect(term(stats, 'Total refuels')).toHaveTextContent(String(summary.stats.total_refuels));
    // Fuel economy between full fills (issue #13), averaged and charted per segment.
    const economy = summary.fuel_economy;
    await expect(economy.average_km_per_liter).not.toBeNull();
    await expect(term(stats, 'Fuel economy')).toHaveTextContent(
      new RegExp(`^${economy.average_km_per_liter} km/L · ${economy.average_l_per_100km} L/100 km$`),
    );
    const economyTable = canvas.getByRole('table', { name: 'Fuel economy' });
    await expect(within(economyTable).getAllByRole('row')).toHaveLength(economy.points.length + 1);

    await expect(
      within(panel(canvas, 'Recent refuels').getByRole('list')).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(
      within(panel(canvas, 'Recent expenses').getByRole('list')).getAllByRole('listitem'),
    ).toHaveLength(5);
    await expect(api.callsOf('GET /vehicles/{id}/refuels')[0]).toMatchObject({
      params: { id: '1' },
      query: { limit: '5' },
    });
    await expect(api.callsOf('GET /vehicles/{id}/expenses/monthly')[0]).toMatchObject({
      params: { id: '1' },
      query: { months: '12' },
    });

    const chart = canvas.getByRole('table', { name: 'Spending, last 12 months' });
    await expect(within(chart).getAllByRole('row')).toHaveLength(13);
    await expect(within(chart).getByRole('columnheader', { name: 'Fuel' })).toBeInTheDocument();

    await expect(canvas.getByRole('link', { name: 'Book service' })).toHaveAttribute('href', '/maintenance');
    await userEvent.click(canvas.getByRole('link', { name: 'AI mechanic' }));
    await expect(await canvas.findByText('Navigated to /vehicles/1/ai-mechanic')).toBeVisible();
  },
};

/** A new car without any refuel or expense: the empty texts, and a flat chart. */
export const NoActivity: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email, vehicles: 1 }, (s) => {
    s.db.refuels = [];
    s.db.expenses = [];
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(panel(canvas, 'Last refuel').getByText('No refuels yet.')).toBeVisible();
    await expect(panel(canvas, "This month's spend").getByText('Nothing spent this month.')).toBeVisible();
    await expect(panel(canvas, 'Recent expenses').getByText('No expenses yet.')).toBeVisible();
    await expect(term(panel(canvas, 'Running stats'), 'Average fuel price (30 days)')).toHaveTextContent('—');
    await expect(canvas.getByText('Every value is RWF 0.')).toBeVisible();
    await expect(term(panel(canvas, 'Running stats'), 'Fuel economy')).toHaveTextContent('—');
    await expect(canvas.getByText(/Log two full tanks with the odometer reading/)).toBeVisible();
  },
};

/** The figures' calls fail while the vehicle loads: each section says 'Failed to load'. */
export const SectionsFailed: Story = {
  loaders: withApi({
    failures: {
      'GET /vehicles/{id}/summary': { status: 500 },
      'GET /vehicles/{id}/expenses/monthly': { status: 500 },
      'GET /vehicles/{id}/refuels': { status: 503 },
      'GET /vehicles/{id}/expenses/recent': { status: 503 },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '2018 Toyota RAV4' })).toBeVisible();
    // Last refuel, month spend, stats, spend chart, economy chart, refuels, expenses.
    await expect(canvas.getAllByText('Failed to load')).toHaveLength(7);
  },
};

/** Adding a refuel: the last refuel, totals, recent list and this month's bar change; a toast confirms. */
export const AddRefuel: Story = {
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await ready(canvasElement);
    const before = Number(term(panel(canvas, 'Running stats'), 'Total refuels').textContent);
    const monthBefore = currentMonthRow(canvas).textContent;

    const f = form(canvas, 'Add a refuel');
    await expect(f.getByLabelText(/^Date/)).toHaveValue(TODAY);
    await userEvent.type(f.getByRole('textbox', { name: /^Litres/ }), '41.5');
    await userEvent.type(f.getByRole('textbox', { name: /^Total cost/ }), '72000');
    await userEvent.type(f.getByRole('textbox', { name: /^Odometer/ }), '99000');
    await userEvent.type(f.getByRole('textbox', { name: 'Station name' }), 'Merez Gikondo');
    // A partial fill: fuel economy counts it up to the next full tank (issue #13).
    const fullTank = f.getByRole('checkbox', { name: 'Filled the tank' });
    await expect(fullTank).toBeChecked();
    await userEvent.click(fullTank);
    await userEvent.click(f.getByRole('button', { name: 'Add refuel' }));

    // The toast fades in: wait until it is visible, not only present.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: /Refuel added/ })).toBeVisible());
    await waitFor(() =>
      expect(term(panel(canvas, 'Running stats'), 'Total refuels')).toHaveTextContent(String(before + 1)),
    );
    const last = panel(canvas, 'Last refuel');
    await expect(term(last, 'Station')).toHaveTextContent('Merez Gikondo');
    await expect(term(last, 'Fuel')).toHaveTextContent('41.5 L');
    await expect(term(last, 'Cost')).toHaveTextContent('RWF 72,000');
    await expect(panel(canvas, 'Recent refuels').getByText('RWF 72,000')).toBeVisible();
    await waitFor(() => expect(currentMonthRow(canvas).textContent).not.toBe(monthBefore));
    await expect(api.callsOf('POST /vehicles/{id}/refuels')[0]?.body).toEqual({
      date: TODAY,
      liters: 41.5,
      total_cost: 72000,
      currency: 'RWF',
      odometer_km: 99000,
      full_tank: false,
      station_name: 'Merez Gikondo',
    });
    // The form is cleared for the next entry.
    await expect(f.getByRole('textbox', { name: /^Litres/ })).toHaveValue('');
    await expect(fullTank).toBeChecked();
    clearLiveAnnouncer();
  },
};

/** Client-side validation with the contract schema: no call, messages on the fields. */
export const AddRefuelInvalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    const f = form(canvas, 'Add a refuel');
    await userEvent.click(f.getByRole('button', { name: 'Add refuel' }));
    await expect(await f.findByText('Litres must be more than 0.')).toBeVisible();
    await expect(f.getByText('Total cost must be more than 0.')).toBeVisible();
    await expect(apiOf(loaded).count('POST /vehicles/{id}/refuels')).toBe(0);
    await expect(f.getByRole('textbox', { name: /^Litres/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A date after today is refused before any call. */
export const AddRefuelFutureDate: Story = {
  args: { today: '2024-03-10' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    const f = form(canvas, 'Add a refuel');
    const date = f.getByLabelText(/^Date/);
    await expect(date).toHaveValue('2024-03-10');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-11');
    await expect(date).toHaveValue('2024-03-11');
    await userEvent.type(f.getByRole('textbox', { name: /^Litres/ }), '10');
    await userEvent.type(f.getByRole('textbox', { name: /^Total cost/ }), '17000');
    await userEvent.click(f.getByRole('button', { name: 'Add refuel' }));
    await expect(await f.findByText('The date cannot be in the future.')).toBeVisible();
    await expect(apiOf(loaded).count('POST /vehicles/{id}/refuels')).toBe(0);
  },
};

/** The server refuses: its field error lands on the field and a toast shows its message. */
export const AddRefuelServerError: Story = {
  loaders: withApi({
    failures: {
      'POST /vehicles/{id}/refuels': {
        status: 422,
        message: 'The odometer is lower than the last reading.',
        errors: { odometer_km: ['The odometer is lower than the last reading.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const f = form(canvas, 'Add a refuel');
    await userEvent.type(f.getByRole('textbox', { name: /^Litres/ }), '20');
    await userEvent.type(f.getByRole('textbox', { name: /^Total cost/ }), '35000');
    await userEvent.type(f.getByRole('textbox', { name: /^Odometer/ }), '10');
    await userEvent.click(f.getByRole('button', { name: 'Add refuel' }));
    const toastEl = await screen.findByRole('alertdialog', { name: /Failed to add refuel/ });
    await expect(toastEl).toHaveTextContent('The odometer is lower than the last reading.');
    await expect(f.getByText('The odometer is lower than the last reading.')).toBeVisible();
    await expect(f.getByRole('textbox', { name: /^Odometer/ })).toHaveAttribute('aria-invalid', 'true');
    // Nothing is lost: the values stay for a fix.
    await expect(f.getByRole('textbox', { name: /^Litres/ })).toHaveValue('20');
  },
};

/** POST pending: the button reads 'Saving...'. */
export const AddRefuelSaving: Story = {
  loaders: withApi({ delays: { 'POST /vehicles/{id}/refuels': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const f = form(canvas, 'Add a refuel');
    await userEvent.type(f.getByRole('textbox', { name: /^Litres/ }), '20');
    await userEvent.type(f.getByRole('textbox', { name: /^Total cost/ }), '35000');
    await userEvent.click(f.getByRole('button', { name: 'Add refuel' }));
    await expect(await f.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** Adding an expense: recent expenses, this month's spend and the chart change; a toast confirms. */
export const AddExpense: Story = {
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const canvas = await ready(canvasElement);
    const monthBefore = currentMonthRow(canvas).textContent;
    const f = form(canvas, 'Add an expense');
    await userEvent.click(f.getByRole('button', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tolls' }));
    await userEvent.type(f.getByRole('textbox', { name: /^Amount/ }), '4500');
    await userEvent.type(f.getByRole('textbox', { name: 'Note' }), 'Parking at Kigali Heights');
    await userEvent.click(f.getByRole('button', { name: 'Add expense' }));

    // The toast fades in: wait until it is visible, not only present.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: /Expense added/ })).toBeVisible());
    const recent = panel(canvas, 'Recent expenses');
    await expect(await recent.findByText('Parking at Kigali Heights')).toBeVisible();
    await expect(recent.getByText(`${formatDate(TODAY, 'en-RW')} · Tolls`)).toBeVisible();
    await waitFor(() =>
      expect(term(panel(canvas, "This month's spend"), 'Tolls')).toHaveTextContent('RWF 4,500'),
    );
    await waitFor(() => expect(currentMonthRow(canvas).textContent).not.toBe(monthBefore));
    await expect(api.callsOf('POST /vehicles/{id}/expenses')[0]?.body).toEqual({
      date: TODAY,
      category: 'tolls',
      amount: 4500,
      currency: 'RWF',
      note: 'Parking at Kigali Heights',
    });
    clearLiveAnnouncer();
  },
};

/** Missing category and amount: 'Choose a category.' and 'Amount must be more than 0.', no call. */
export const AddExpenseInvalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await ready(canvasElement);
    const f = form(canvas, 'Add an expense');
    await userEvent.click(f.getByRole('button', { name: 'Add expense' }));
    await expect(await f.findByText('Choose a category.')).toBeVisible();
    await expect(f.getByText('Amount must be more than 0.')).toBeVisible();
    await expect(apiOf(loaded).count('POST /vehicles/{id}/expenses')).toBe(0);
  },
};

/**
 * In French (issue #16 "Locale"): the panels, the fuel and expense lists, the charts and the forms
 * read from the French catalog; expense categories too ('Pneus').
 */
export const French: Story = {
  render: (args, { loaded, parameters }) => (
    <LocaleProvider language="fr">
      <StoryFrame api={apiOf(loaded).api} initialEntry={parameters.entry as string} path="/vehicles/:id">
        <CarStatusPage {...args} />
      </StoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'ready'));
    const canvas = within(canvasElement);
    const fr = carStatusFr;
    await waitFor(() => expect(canvas.queryAllByText(fr.loading)).toHaveLength(0));
    await expect(canvas.getByRole('heading', { name: 'Détails du véhicule' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pleins récents' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dépenses récentes' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: fr.spendingTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à Mes voitures' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    await expect(canvas.getByRole('form', { name: 'Ajouter un plein' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Ajouter une dépense' })).toBeVisible();
    await expect(canvas.getByText('Kilométrage')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recent refuels' })).toBeNull();
  },
};
