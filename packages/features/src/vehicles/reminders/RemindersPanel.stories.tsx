/**
 * Service reminders on the car page (issue #13): one story per UI state — ok, due soon, due, overdue,
 * editing (and its field error), mark done, loading and error — on the fake backend, with the car's
 * odometer from its refuels.
 */
import type { ReminderKind } from '@gari/contract/reminders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../../testing/fixtures/auth';
import { iso } from '../../testing/fixtures/vehicles';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../../testing/msw';
import { fakeOdometer, setFakeReminder } from '../../testing/msw/carLife';
import { StoryFrame } from '../../testing/vehiclesStory';
import { ReminderBadge } from './ReminderBadge';
import { RemindersPanel } from './RemindersPanel';

const KINDS: ReminderKind[] = ['oil_change', 'tyre_rotation', 'brake_inspection', 'air_filter'];

/** Every reminder serviced today at the current odometer, then `oil` km driven since the oil change. */
const serviced = (oilKmAgo: number) => (s: Scenario) => {
  const km = fakeOdometer(s, 1);
  const today = iso(s.now());
  for (const kind of KINDS)
    setFakeReminder(s, 1, kind, { last_done_date: today, last_done_km: km, done_recorded: true });
  setFakeReminder(s, 1, 'oil_change', { last_done_km: km - oilKmAgo });
};
const withApi = (setup: (s: Scenario) => void, options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, setup);

const meta = {
  title: 'Vehicles/RemindersPanel',
  component: RemindersPanel,
  parameters: { layout: 'padded' },
  args: { vehicleId: 1 },
  loaders: withApi(serviced(0)),
  render: (args, { loaded }) => (
    <StoryFrame api={scenarioOf(loaded).api} initialEntry="/vehicles/1" path="/vehicles/:id">
      <RemindersPanel {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof RemindersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('section[data-state]') as HTMLElement;
const ready = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(card(canvasElement)).toHaveAttribute('data-state', 'ready'));
  return within(canvasElement);
};
const row = (canvasElement: HTMLElement, kind: ReminderKind) =>
  canvasElement.querySelector(`li[data-kind="${kind}"]`) as HTMLElement;

/** Everything serviced today: four OK badges, "Nothing due.". */
export const Ok: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service reminders' })).toBeVisible();
    await expect(canvas.getByText(/^Nothing due\./)).toBeVisible();
    for (const kind of KINDS) await expect(row(canvasElement, kind)).toHaveAttribute('data-status', 'ok');
    await expect(within(row(canvasElement, 'oil_change')).getByText('OK')).toBeVisible();
    await expect(within(row(canvasElement, 'oil_change')).getByText(/5,000 km left/)).toBeVisible();
  },
};

/** 4,700 km since the oil change (500 km window): "Due soon", 300 km left. */
export const DueSoon: Story = {
  loaders: withApi(serviced(4_700)),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const oil = row(canvasElement, 'oil_change');
    await expect(oil).toHaveAttribute('data-status', 'due_soon');
    await expect(within(oil).getByText('Due soon')).toBeVisible();
    await expect(within(oil).getByText(/300 km left/)).toBeVisible();
  },
};

/** 5,100 km since the oil change: "Due", 100 km over; "1 service needs doing.". */
export const Due: Story = {
  loaders: withApi(serviced(5_100)),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const oil = row(canvasElement, 'oil_change');
    await expect(oil).toHaveAttribute('data-status', 'due');
    await expect(within(oil).getByText('Due')).toBeVisible();
    await expect(within(oil).getByText(/100 km over/)).toBeVisible();
    await expect(canvas.getByText(/^1 service needs doing\./)).toBeVisible();
  },
};

/** 6,200 km since the oil change: "Overdue"; Mark done resets it to OK. */
export const Overdue: Story = {
  loaders: withApi(serviced(6_200)),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const oil = row(canvasElement, 'oil_change');
    await expect(oil).toHaveAttribute('data-status', 'overdue');
    await expect(within(oil).getByText('Overdue')).toBeVisible();
    await expect(within(oil).getByText(/1,200 km over/)).toBeVisible();
  },
};

/** Overdue, then "Mark oil change done": back to OK, counted from today. */
export const MarkDone: Story = {
  loaders: withApi(serviced(6_200)),
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    await userEvent.click(
      within(row(canvasElement, 'oil_change')).getByRole('button', { name: 'Mark done: Oil change' }),
    );
    await waitFor(() => expect(row(canvasElement, 'oil_change')).toHaveAttribute('data-status', 'ok'));
    await expect(scenarioOf(loaded).count('POST /vehicles/{id}/reminders/{kind}/done')).toBe(1);
  },
};

/** "Edit interval" opens the form with the current interval; Save sends it; the row shows it. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(
      within(row(canvasElement, 'oil_change')).getByRole('button', { name: 'Edit interval: Oil change' }),
    );
    const form = within(canvasElement.querySelector('form[data-state="editing"]') as HTMLElement);
    const km = form.getByRole('textbox', { name: 'Every (km)' });
    await expect(km).toHaveValue('5,000');
    await expect(form.getByRole('textbox', { name: 'Or every (months)' })).toHaveValue('6');
    await userEvent.clear(km);
    await userEvent.type(km, '7500');
    await userEvent.click(form.getByRole('button', { name: 'Save interval' }));
    await waitFor(() => expect(canvasElement.querySelector('form[data-state="editing"]')).toBeNull());
    await expect(
      within(row(canvasElement, 'oil_change')).getByText(/every 7,500 km or 6 months/),
    ).toBeVisible();
  },
};

/** The form open with a refused interval: the server's 422 names `interval_km` under the field. */
export const EditingError: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.click(
      within(row(canvasElement, 'oil_change')).getByRole('button', { name: 'Edit interval: Oil change' }),
    );
    const form = within(canvasElement.querySelector('form[data-state="editing"]') as HTMLElement);
    await userEvent.clear(form.getByRole('textbox', { name: 'Every (km)' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Or every (months)' }));
    await userEvent.click(form.getByRole('button', { name: 'Save interval' }));
    await expect(await form.findByText('Set a distance or a time (or both).')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Every (km)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** GET /vehicles/1/reminders pending. */
export const Loading: Story = {
  loaders: withApi(serviced(0), { delays: { 'GET /vehicles/{id}/reminders': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading reminders...')).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** GET /vehicles/1/reminders failed: "Failed to load reminders." with Retry. */
export const LoadError: Story = {
  loaders: withApi(serviced(0), { failures: { 'GET /vehicles/{id}/reminders': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load reminders.')).toBeVisible();
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The My Cars card badge of a car with an overdue and a due service. */
export const MyCarsBadge: Story = {
  loaders: withApi((s) => {
    serviced(6_200)(s);
    setFakeReminder(s, 1, 'brake_inspection', { last_done_km: fakeOdometer(s, 1) - 20_100 });
  }),
  render: (_args, { loaded }) => (
    <StoryFrame api={scenarioOf(loaded).api} initialEntry="/vehicles" path="/vehicles">
      <ReminderBadge vehicleId={1} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 service overdue')).toBeVisible();
    await expect(canvas.getByText('1 service due')).toBeVisible();
  },
};
