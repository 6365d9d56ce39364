import type { BookingStatus } from '@gari/contract/bookings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { MyBookingsPage, splitBookings } from './MyBookingsPage';

const apiOf = scenarioOf;
const DAY = 86_400_000;

/** Stores one booking of the demo member at the first garage, `days` from the scenario's now. */
function addBooking(s: Scenario, seq: number, status: BookingStatus, days: number) {
  const p = s.db.providers[0];
  const user = s.db.users.find((u) => u.email === DEMO_USER.email);
  if (!p || !user) throw new Error('the story needs a provider and the demo member');
  const starts = new Date(s.now().getTime() + days * DAY);
  const booking_id = `GR-STORY${seq}`;
  s.db.bookings.push({
    booking_id,
    status,
    provider: { id: p.id, type: p.type, name: p.name, address: p.address, city: p.city, phone: p.phone },
    service: ['Oil change', 'Brake service', 'Full wash', 'Diagnostics'][seq % 4] ?? 'Oil change',
    duration_min: 60,
    date: starts.toISOString().slice(0, 10),
    time: '10:00',
    starts_at: starts.toISOString(),
    timezone: p.timezone,
    full_name: user.name,
    phone: '+250788123456',
    notes: seq === 1 ? 'Squeal when braking (from the AI mechanic)' : null,
    source: 'site',
    created_at: new Date(s.now().getTime() - DAY).toISOString(),
    decided_at: status === 'accepted' || status === 'declined' ? s.now().toISOString() : null,
    cancelled_at: status === 'cancelled' ? s.now().toISOString() : null,
    can_cancel: (status === 'pending' || status === 'accepted') && days > 0,
    calendar_url: `/api/v1/bookings/${booking_id}/calendar.ics?code=story${seq}`,
    user_id: user.id,
    widget_key: null,
    vehicle_id: null,
    diagnosis_id: null,
    final_price: null,
    completed_at: null,
    provider_message: null,
    expense_id: null,
  });
}

/**
 * Stores a completed brake repair (issue #13) of the demo member's first car, 2 days ago, for 45,000
 * RWF with the garage's message; `logged` marks it logged as an expense already.
 */
function addCompleted(s: Scenario, logged = false) {
  addBooking(s, 6, 'completed', -2);
  const row = s.db.bookings.at(-1);
  const car = s.db.vehicles[0];
  if (!row || !car) throw new Error('the story needs a booking and a car');
  Object.assign(row, {
    service: 'Brake Service',
    vehicle_id: car.id,
    diagnosis_id: 41,
    final_price: 45_000,
    completed_at: new Date(s.now().getTime() - DAY).toISOString(),
    provider_message: 'Front pads replaced; discs are fine.',
    can_cancel: false,
    expense_id: logged ? 900 : null,
  });
}

/** Two upcoming (pending in 5 days, accepted in 2) and three past (accepted, declined, cancelled). */
const withBookings = () =>
  withScenario({ signedInAs: DEMO_USER.email }, (s) => {
    addBooking(s, 1, 'pending', 5);
    addBooking(s, 2, 'accepted', 2);
    addBooking(s, 3, 'accepted', -3);
    addBooking(s, 4, 'declined', 4);
    addBooking(s, 5, 'cancelled', -10);
  });

const meta = {
  title: 'Booking/MyBookingsPage',
  component: MyBookingsPage,
  parameters: { layout: 'fullscreen' },
  loaders: withBookings(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/bookings">
      <MyBookingsPage now={() => apiOf(loaded).now().getTime()} />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof MyBookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (el: HTMLElement, name: string) =>
  within(await within(el).findByRole('region', { name }));

/**
 * Upcoming (soonest first, each with its status, calendar file and Cancel) and past bookings (latest
 * first; a declined one in the future is past too: it will not happen).
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const upcoming = await section(canvasElement, 'Upcoming');
    const ahead = upcoming.getAllByRole('listitem');
    await expect(ahead.map((i) => i.getAttribute('data-booking-id'))).toEqual(['GR-STORY2', 'GR-STORY1']);
    await expect(within(ahead[0] as HTMLElement).getByText('Accepted')).toBeVisible();
    await expect(within(ahead[1] as HTMLElement).getByText('Waiting for the provider')).toBeVisible();
    await expect(within(ahead[1] as HTMLElement).getByText(/Squeal when braking/)).toBeVisible();
    await expect(
      within(ahead[0] as HTMLElement).getByRole('link', { name: 'Add to Calendar' }),
    ).toHaveAttribute('href', '/api/v1/bookings/GR-STORY2/calendar.ics?code=story2');
    await expect(
      within(ahead[0] as HTMLElement).getByRole('button', { name: 'Cancel booking' }),
    ).toBeVisible();

    const past = (await section(canvasElement, 'Past')).getAllByRole('listitem');
    await expect(past.map((i) => i.getAttribute('data-status'))).toEqual([
      'declined',
      'accepted',
      'cancelled',
    ]);
    for (const item of past)
      await expect(within(item).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

/** Cancel asks first; Keep it closes the question; Yes cancels (POST …/cancel) and the badge changes. */
export const Cancel: Story = {
  play: async ({ canvasElement, loaded }) => {
    const upcoming = await section(canvasElement, 'Upcoming');
    const item = () => within(canvasElement.querySelector('[data-booking-id="GR-STORY1"]') as HTMLElement);
    await userEvent.click(item().getByRole('button', { name: 'Cancel booking' }));
    await expect(item().getByText(/Cancel this booking\?/)).toBeVisible();
    await userEvent.click(item().getByRole('button', { name: 'Keep it' }));
    await expect(item().queryByText(/Cancel this booking\?/)).toBeNull();
    await expect(apiOf(loaded).count('POST /bookings/{booking_id}/cancel')).toBe(0);

    await userEvent.click(item().getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(item().getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: /Booking cancelled/ })).toBeVisible());
    await expect(apiOf(loaded).callsOf('POST /bookings/{booking_id}/cancel')[0]).toMatchObject({
      params: { booking_id: 'GR-STORY1' },
    });
    // Now past: upcoming keeps only the accepted one.
    await waitFor(() => expect(upcoming.getAllByRole('listitem')).toHaveLength(1));
    const past = await section(canvasElement, 'Past');
    await expect(
      within(past.getByText('GR-STORY1', { exact: false }).closest('li') as HTMLElement).getByText(
        'Cancelled',
      ),
    ).toBeVisible();
  },
};

/** The API refuses (409, the slot has started): the toast gives its text and the booking stays. */
export const CancelRefused: Story = {
  loaders: withScenario(
    {
      signedInAs: DEMO_USER.email,
      failures: {
        'POST /bookings/{booking_id}/cancel': {
          status: 409,
          message: 'This booking can no longer be cancelled.',
        },
      },
    },
    (s) => addBooking(s, 1, 'pending', 5),
  ),
  play: async ({ canvasElement }) => {
    const upcoming = await section(canvasElement, 'Upcoming');
    await userEvent.click(upcoming.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(upcoming.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: /Could not cancel the booking/ })).toHaveTextContent(
        'This booking can no longer be cancelled.',
      ),
    );
    await expect(upcoming.getByText('Waiting for the provider')).toBeVisible();
  },
};

/** No booking yet: the empty state links to the garages. */
export const Empty: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bookings yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a garage' })).toHaveAttribute('href', '/maintenance');
  },
};

/** The list call fails: 'Failed to load your bookings' with Try again. */
export const LoadFailed: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email, failures: { 'GET /bookings': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load your bookings')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A completed repair (issue #13): 'Completed', the final price, the garage's message, a link to the
 * diagnostic report and the pre-filled repair expense; one tap logs it (POST …/expense).
 */
export const CompletedLogExpense: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addCompleted(s)),
  play: async ({ canvasElement, loaded }) => {
    const past = await section(canvasElement, 'Past');
    const item = within(past.getAllByRole('listitem')[0] as HTMLElement);
    await expect(item.getByText('Completed')).toBeVisible();
    await expect(item.getByText('Final price: RWF 45,000')).toBeVisible();
    await expect(item.getByText(/Front pads replaced/)).toBeVisible();
    await expect(item.getByRole('link', { name: 'See the diagnostic report' })).toHaveAttribute(
      'href',
      expect.stringContaining('diagnostic-results?diagnosis=41'),
    );
    const prompt = canvasElement.querySelector('[data-repair-expense="GR-STORY6"]');
    await expect(prompt).toHaveAttribute('data-state', 'offered');
    await expect(prompt).toHaveTextContent('Repair · RWF 45,000');
    await userEvent.click(item.getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-repair-expense="GR-STORY6"]')).toHaveAttribute(
        'data-state',
        'logged',
      ),
    );
    await expect(apiOf(loaded).count('POST /bookings/{booking_id}/expense')).toBe(1);
    await expect(apiOf(loaded).db.expenses.at(-1)).toMatchObject({ category: 'repair', amount: 45_000 });
  },
};

/** Logging is under way: the button shows it is busy. */
export const CompletedLogging: Story = {
  loaders: withScenario(
    { signedInAs: DEMO_USER.email, delays: { 'POST /bookings/{booking_id}/expense': 'never' } },
    (s) => addCompleted(s),
  ),
  play: async ({ canvasElement }) => {
    const past = await section(canvasElement, 'Past');
    await userEvent.click(past.getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-repair-expense]')).toHaveAttribute('data-state', 'logging'),
    );
  },
};

/** The API refuses (409, logged meanwhile on another device): its message shows with Try again. */
export const CompletedLogFailed: Story = {
  loaders: withScenario(
    {
      signedInAs: DEMO_USER.email,
      failures: {
        'POST /bookings/{booking_id}/expense': {
          status: 409,
          message: 'This booking is already logged as an expense.',
        },
      },
    },
    (s) => addCompleted(s),
  ),
  play: async ({ canvasElement }) => {
    const past = await section(canvasElement, 'Past');
    await userEvent.click(past.getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-repair-expense]')).toHaveAttribute('data-state', 'failed'),
    );
    await expect(canvasElement.querySelector('[data-repair-expense]')).toHaveTextContent(
      'This booking is already logged as an expense.',
    );
    await expect(past.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Already logged: the prompt only says so. */
export const CompletedLogged: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => addCompleted(s, true)),
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Past');
    const prompt = canvasElement.querySelector('[data-repair-expense]');
    await expect(prompt).toHaveAttribute('data-state', 'logged');
    await expect(prompt).toHaveTextContent('Logged as a repair expense');
  },
};

/**
 * The completion SMS/mail's one-tap link (`/bookings?log=GR-STORY6`, issue #13): that booking's expense
 * prompt is ringed and focused among other bookings; one tap logs it.
 */
export const LogLinkFocused: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }, (s) => {
    addBooking(s, 1, 'pending', 5);
    addBooking(s, 3, 'accepted', -3);
    addCompleted(s);
  }),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/bookings" initialEntry="/bookings?log=GR-STORY6">
      <MyBookingsPage now={() => apiOf(loaded).now().getTime()} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-log-focus]')).not.toBeNull());
    const ring = canvasElement.querySelector('[data-log-focus]') as HTMLElement;
    await waitFor(() => expect(ring).toHaveFocus());
    await expect(ring.closest('[data-booking-id]')).toHaveAttribute('data-booking-id', 'GR-STORY6');
    await expect(getComputedStyle(ring).outlineStyle).toBe('solid');
    await expect(canvasElement.querySelectorAll('[data-log-focus]')).toHaveLength(1);
    await userEvent.click(within(ring).getByRole('button', { name: 'Log repair expense' }));
    await waitFor(() =>
      expect(ring.querySelector('[data-repair-expense]')).toHaveAttribute('data-state', 'logged'),
    );
    await expect(apiOf(loaded).count('POST /bookings/{booking_id}/expense')).toBe(1);
  },
};

/** A `?log=` link naming a booking that is not the member's: a warning says so, nothing is ringed. */
export const LogLinkUnknown: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/bookings" initialEntry="/bookings?log=GR-NOTMINE">
      <MyBookingsPage now={() => apiOf(loaded).now().getTime()} />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Upcoming');
    await expect(
      within(canvasElement).getByText('Booking GR-NOTMINE is not among your bookings.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-log-focus]')).toBeNull();
  },
};

/** `splitBookings` on its own: the boundary is the slot's start, not the day. */
export const SplitRule: Story = {
  play: async () => {
    const at = (iso: string, status: BookingStatus) => ({ starts_at: iso, status }) as never;
    const now = Date.parse('2026-11-20T10:00:00Z');
    const { upcoming, past } = splitBookings(
      [at('2026-11-20T10:30:00Z', 'pending'), at('2026-11-20T09:30:00Z', 'accepted')],
      now,
    );
    await expect(upcoming).toHaveLength(1);
    await expect(past).toHaveLength(1);
  },
};
