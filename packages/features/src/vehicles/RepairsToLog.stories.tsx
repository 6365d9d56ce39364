import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { StoryFrame } from '../testing/vehiclesStory';
import { CarStatusPage } from './CarStatusPage';

const apiOf = scenarioOf;

/** Stores a completed brake repair of car 1 (45,000 RWF, today); `logged` = already an expense. */
function addRepair(s: Scenario, logged = false) {
  const p = s.db.providers[0];
  const user = s.db.users.find((u) => u.email === DEMO_USER.email);
  if (!p || !user) throw new Error('the story needs a provider and the demo member');
  const now = s.now().toISOString();
  s.db.bookings.push({
    booking_id: 'GR-REPAIR',
    status: 'completed',
    provider: { id: p.id, type: p.type, name: p.name, address: p.address, city: p.city, phone: p.phone },
    service: 'Brake Service',
    duration_min: 90,
    date: now.slice(0, 10),
    time: '09:00',
    starts_at: now,
    timezone: p.timezone,
    full_name: user.name,
    phone: null,
    notes: null,
    source: 'site',
    created_at: now,
    decided_at: now,
    cancelled_at: null,
    can_cancel: false,
    calendar_url: '/api/v1/bookings/GR-REPAIR/calendar.ics?code=x',
    user_id: user.id,
    widget_key: null,
    vehicle_id: 1,
    diagnosis_id: 41,
    final_price: 45_000,
    completed_at: now,
    provider_message: null,
    expense_id: logged ? 900 : null,
  });
}

const meta = {
  title: 'Vehicles/RepairsToLog',
  component: CarStatusPage,
  parameters: { layout: 'fullscreen' },
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s)),
  render: (args, { loaded }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry="/vehicles/1" path="/vehicles/:id">
      <CarStatusPage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof CarStatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (el: HTMLElement) => el.querySelector('[data-repairs-to-log]') as HTMLElement | null;

/**
 * Issue #13 "close the loop" on the car page: a completed repair of this car offers its pre-filled
 * Repair expense; one tap logs it, the section goes and the expense shows in the car's costs.
 */
export const LogRepair: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(section(canvasElement)).not.toBeNull());
    const box = within(section(canvasElement) as HTMLElement);
    await expect(box.getByRole('heading', { name: 'Repairs to log' })).toBeVisible();
    await expect(section(canvasElement)).toHaveTextContent('Repair · RWF 45,000');
    await userEvent.click(box.getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() => expect(section(canvasElement)).toBeNull());
    await expect(apiOf(loaded).db.expenses.at(-1)).toMatchObject({
      vehicle_id: 1,
      category: 'repair',
      amount: 45_000,
    });
    await waitFor(() =>
      expect(within(canvasElement).getAllByText(/Brake Service at .* \(GR-REPAIR\)/).length).toBeGreaterThan(
        0,
      ),
    );
  },
};

/** Every repair of the car is logged: no section. */
export const NothingToLog: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addRepair(s, true)),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(apiOf(loaded).count('GET /bookings')).toBeGreaterThan(0));
    await expect(section(canvasElement)).toBeNull();
  },
};
