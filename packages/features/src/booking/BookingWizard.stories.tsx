import type { GariApi } from '@gari/client/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GariProvider } from '../app';
import { LocaleProvider } from '../shared/locale';
import { clearAnnouncer, createAuthStoryQueryClient } from '../testing/authStory';
import { OPEN_EVERY_DAY_PROVIDERS, SEED_PROVIDERS } from '../testing/fixtures/providers';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { BookingWizard } from './BookingWizard';
import bookingFr from './messages.fr.json';
import { type UseBookingInput, useBooking } from './useBooking';

const garage = SEED_PROVIDERS[0];
if (!garage) throw new Error('seed garage missing');
const PROVIDER: UseBookingInput['provider'] = {
  type: 'garage',
  id: garage.id,
  name: garage.name,
  services: garage.services,
};

function Harness({ api, input, onClose }: { api: GariApi; input: UseBookingInput; onClose?: () => void }) {
  const [qc] = useState(createAuthStoryQueryClient);
  return (
    <GariProvider api={api} queryClient={qc}>
      <HarnessInner input={input} onClose={onClose} />
    </GariProvider>
  );
}
function HarnessInner({ input, onClose }: { input: UseBookingInput; onClose?: () => void }) {
  const [events, setEvents] = useState<string[]>([]);
  const booking = useBooking(input, {
    onEvent: (e) =>
      setEvents((list) => [
        ...list,
        e.type === 'step.changed'
          ? `step:${e.step}`
          : e.type === 'booking.succeeded'
            ? `succeeded:${e.booking_id}`
            : `failed:${e.status}`,
      ]),
  });
  const [closed, setClosed] = useState(0);
  return (
    <main>
      <BookingWizard
        booking={booking}
        onClose={() => {
          setClosed((n) => n + 1);
          onClose?.();
        }}
      />
      <p data-testid="closed">Closed {closed}</p>
      <p data-testid="events">{events.join(' ')}</p>
    </main>
  );
}

interface Args {
  input: UseBookingInput;
}
/** Providers open every day, so that "today" has slots whatever the weekday. */
const withApi = (options: ScenarioOptions = {}) =>
  withScenario({ providers: OPEN_EVERY_DAY_PROVIDERS, ...options });
const apiOf = scenarioOf;
/** Back or Next of the wizard's bar (the calendar has its own 'Next' month button). */
const nav = (el: HTMLElement, name: 'Back' | 'Next') =>
  within(el.querySelector('[data-testid="booking-nav"]') as HTMLElement).getByRole('button', { name });
const root = (el: HTMLElement) => el.querySelector('[data-step]') as HTMLElement;

const meta = {
  title: 'Booking/BookingWizard',
  parameters: { layout: 'fullscreen' },
  args: { input: { provider: PROVIDER } },
  loaders: withApi(),
  render: (args, { loaded }) => <Harness api={apiOf(loaded).api} input={args.input} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// --- steps driven through the UI ------------------------------------------------------------------

async function chooseService(el: HTMLElement, name = 'Oil Change') {
  const canvas = within(el);
  await userEvent.click(canvas.getByText(name));
  await userEvent.click(nav(el, 'Next'));
  await waitFor(() => expect(root(el)).toHaveAttribute('data-step', '1'));
}
/** Presses the first bookable day of the calendar (today). */
async function pickFirstDate(el: HTMLElement) {
  const grid = within(el).getByRole('grid');
  const day = within(grid)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-disabled') !== 'true');
  if (!day) throw new Error('no bookable day');
  await userEvent.click(day);
}
async function pickTime(el: HTMLElement, time = '10:00') {
  const canvas = within(el);
  await userEvent.click(await canvas.findByText(time));
  await userEvent.click(nav(el, 'Next'));
  await waitFor(() => expect(root(el)).toHaveAttribute('data-state', 'contact'));
}
async function fillContact(el: HTMLElement, name = 'Amina Uwase', phone = '0788 123 456') {
  const canvas = within(el);
  await userEvent.type(canvas.getByLabelText(/Full name/), name);
  await userEvent.type(canvas.getByLabelText(/Phone/), phone);
  await userEvent.type(canvas.getByLabelText('Notes'), 'Squeaky brakes');
  await userEvent.click(nav(el, 'Next'));
  await waitFor(() => expect(root(el)).toHaveAttribute('data-state', 'review'));
}
async function toReview(el: HTMLElement) {
  await chooseService(el);
  await pickFirstDate(el);
  await pickTime(el);
  await fillContact(el);
}

/** Step 1 of 4: Back disabled, Next disabled until a service is chosen; the summary follows. */
export const Service: Story = {
  parameters: { machine: { id: 'booking', state: 'service' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(nav(canvasElement, 'Back')).toBeDisabled();
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
    await expect(canvas.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(garage.services);
    await userEvent.click(canvas.getByText('Brake Service'));
    await expect(nav(canvasElement, 'Next')).toBeEnabled();
    const summary = within(canvas.getByTestId('booking-summary'));
    await expect(summary.getByText('Kigali Auto Care')).toBeVisible();
    await expect(summary.getByText('Brake Service')).toBeVisible();
    await expect(
      summary.getByText("We'll send a confirmation SMS once the provider accepts your request."),
    ).toBeVisible();
  },
};

/** A provider without services offers the §9 default booking services. */
export const DefaultServices: Story = {
  parameters: { machine: { id: 'booking', state: 'service' } },
  args: { input: { provider: { type: 'garage', id: 4, name: 'Huye Precision Autos', services: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Consultation',
      'Exterior Wash',
      'Interior Clean',
      'Full Detail',
    ]);
  },
};

/** Step 2 before a date: 'Pick a date first.', no times, Next disabled, Back enabled. */
export const PickDate: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickDate' } },
  play: async ({ canvasElement, loaded }) => {
    await chooseService(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.pickDate');
    await expect(canvas.getByText('Pick a date first.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
    await expect(nav(canvasElement, 'Back')).toBeEnabled();
    await expect(apiOf(loaded).count('GET /providers/{type}/{id}/slots')).toBe(0);
  },
};

/** Slots of the chosen date loading. */
export const LoadingSlots: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.loadingSlots' } },
  loaders: withApi({ delays: { 'GET /providers/{type}/{id}/slots': 'never' } }),
  play: async ({ canvasElement }) => {
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.loadingSlots');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading time slots…' }),
    ).toBeInTheDocument();
  },
};

/** The free slots as radios; choosing one enables Next; changing the date clears the time. */
export const PickTime: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickTime' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.pickTime'));
    const times = canvas.getAllByRole('radio').map((r) => r.getAttribute('value'));
    await expect(times.length).toBeGreaterThanOrEqual(3);
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
    await userEvent.click(canvas.getByText(times[1] ?? ''));
    await expect(nav(canvasElement, 'Next')).toBeEnabled();
    await expect(within(canvas.getByTestId('booking-summary')).getByText(times[1] ?? '')).toBeVisible();
    const call = apiOf(loaded).callsOf('GET /providers/{type}/{id}/slots')[0];
    await expect(call?.params).toMatchObject({ type: 'garage', id: '1' });
  },
};

/** No free slot that day: 'No slots', Next stays disabled. */
export const NoSlots: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.noSlots' } },
  loaders: withApi({ capacity: 0 }),
  play: async ({ canvasElement }) => {
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('no-slots')).toHaveTextContent('No slots');
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
  },
};

/** Loading the slots failed: the message and Try again, which reloads them. */
export const SlotsFailed: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.slotsFailed' } },
  loaders: withApi({
    failures: {
      'GET /providers/{type}/{id}/slots': {
        status: 0,
        message: 'Network error. Check your connection and try again.',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Network error. Check your connection and try again.'),
    ).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.slotsFailed');
  },
};

/** The slots failed, then 'Try again' loads them: the times are offered. */
export const SlotsRetried: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickTime' } },
  loaders: withApi({
    failures: {
      'GET /providers/{type}/{id}/slots': {
        status: 0,
        message: 'Network error. Check your connection and try again.',
      },
    },
  }),
  play: async ({ canvasElement, loaded }) => {
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText('Network error. Check your connection and try again.');
    apiOf(loaded).fail('GET /providers/{type}/{id}/slots', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.pickTime'));
  },
};

/** Step 3: name and phone; a bad phone is refused with the message; Back keeps the time. */
export const Contact: Story = {
  parameters: { machine: { id: 'booking', state: 'contact' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    await pickTime(canvasElement);
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Amina Uwase');
    await userEvent.type(canvas.getByLabelText(/Phone/), '12345');
    await userEvent.click(nav(canvasElement, 'Next'));
    await expect(
      await canvas.findByText('Enter a valid mobile number, e.g. +250 788 123 456.'),
    ).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'contact');
  },
};

/** A signed-in member's name is prefilled. */
export const ContactPrefilled: Story = {
  parameters: { machine: { id: 'booking', state: 'contact' } },
  args: { input: { provider: PROVIDER, contact: { full_name: 'Amina Uwase', phone: '+250788123456' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement);
    await pickFirstDate(canvasElement);
    await pickTime(canvasElement);
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('Amina Uwase');
    await expect(canvas.getByLabelText(/Phone/)).toHaveValue('+250788123456');
    await expect(nav(canvasElement, 'Next')).toBeEnabled();
  },
};

/** Step 4: everything chosen, and Confirm. */
export const Review: Story = {
  parameters: { machine: { id: 'booking', state: 'review' } },
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    const review = within(canvas.getByTestId('booking-review'));
    for (const text of [
      'Kigali Auto Care',
      'Oil Change',
      '10:00',
      'Amina Uwase',
      '0788 123 456',
      'Squeaky brakes',
    ])
      await expect(review.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

/** POST /bookings pending: Confirm shows as busy, Back is disabled. */
export const Submitting: Story = {
  parameters: { machine: { id: 'booking', state: 'submitting' } },
  loaders: withApi({ delays: { 'POST /bookings': 'never' } }),
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    await expect(nav(canvasElement, 'Back')).toBeDisabled();
  },
};

/** POST /bookings failed: the message and Try again (which then succeeds). */
export const Failed: Story = {
  parameters: { machine: { id: 'booking', state: 'failed' } },
  loaders: withApi({ failures: { 'POST /bookings': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('POST /bookings failed: 500')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByTestId('events')).toHaveTextContent('failed:500');
    clearAnnouncer();
  },
};

/** POST /bookings failed, then 'Try again' sends it again and the booking is confirmed. */
export const FailedRetried: Story = {
  parameters: { machine: { id: 'booking', state: 'confirmed' } },
  loaders: withApi({ failures: { 'POST /bookings': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await canvas.findByText('POST /bookings failed: 500');
    apiOf(loaded).fail('POST /bookings', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByTestId('booking-reference')).toHaveTextContent(/^GR-/);
    clearAnnouncer();
  },
};

/** 409: the slot was taken meanwhile: back on Date & Time with the message and fresh slots. */
export const SlotTaken: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickTime' } },
  play: async ({ canvasElement, loaded }) => {
    await toReview(canvasElement);
    const api = apiOf(loaded);
    // Someone else books 10:00 first.
    const date = api.callsOf('GET /providers/{type}/{id}/slots')[0]?.query.date ?? '';
    await api.api.bookings.create({
      provider_id: 1,
      date,
      time: '10:00',
      service: 'Oil Change',
      full_name: 'Eric Mugisha',
      phone: '0788000111',
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByText('This time is no longer available. Please pick another slot.'),
    ).toBeVisible();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'dateTime.pickTime'));
    await expect(canvas.queryByText('10:00')).toBeNull();
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
  },
};

/** Confirmed: the reference, Add to Calendar (.ics) and Close, which resets every field. */
export const Confirmed: Story = {
  parameters: { machine: { id: 'booking', state: 'confirmed' } },
  play: async ({ canvasElement, loaded }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
    const booked = apiOf(loaded).db.bookings[0];
    await expect(canvas.getByTestId('booking-reference')).toHaveTextContent(booked?.booking_id ?? 'missing');
    const ics = canvas.getByRole('link', { name: 'Add to Calendar' });
    await expect(ics).toHaveAttribute('href', booked?.calendar_url);
    await expect(ics).toHaveAttribute('download');
    await expect(booked).toMatchObject({ service: 'Oil Change', time: '10:00', full_name: 'Amina Uwase' });
    await expect(canvas.getByTestId('events')).toHaveTextContent(
      `step:0 step:1 step:2 step:3 succeeded:${booked?.booking_id} step:4`,
    );
    clearAnnouncer();
  },
};

/** Closing the confirmation resets every field and returns to step 1 (spec §4). */
export const ConfirmedClosed: Story = {
  parameters: { machine: { id: 'booking', state: 'service' } },
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.getByTestId('closed')).toHaveTextContent('Closed 1');
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(nav(canvasElement, 'Next')).toBeDisabled();
    await expect(canvas.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    clearAnnouncer();
  },
};

/** Small screen: the Back/Next bar is sticky at the bottom. */
export const Mobile: Story = {
  parameters: { machine: { id: 'booking', state: 'service' }, viewport: { defaultViewport: 'mobile1' } },
  render: (args, { loaded }) => (
    <div style={{ width: 360 }}>
      <Harness api={apiOf(loaded).api} input={args.input} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const next = nav(canvasElement, 'Next');
    const bar = next.parentElement as HTMLElement;
    if (window.innerWidth < 768) await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(getComputedStyle(bar).display).toBe('flex');
    await expect(within(canvasElement).getByText('Step 1 of 4')).toBeVisible();
  },
};

/**
 * In French (issue #16 "Locale"): the step heading, progress, buttons, summary and the machine's
 * message read from the French catalog; step 1 then step 2 (Date et heure, 'Choisissez d’abord une date.').
 */
export const French: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickDate' } },
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <Harness api={apiOf(loaded).api} input={args.input} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fr = bookingFr;
    const bar = () => within(canvasElement.querySelector('[data-testid="booking-nav"]') as HTMLElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Prestation' })).toBeVisible();
    await expect(canvas.getByText('Étape 1 sur 4')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Résumé de la réservation' })).toBeVisible();
    await expect(canvas.getByText(fr.smsNote)).toBeVisible();
    await expect(bar().getByRole('button', { name: 'Retour' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Oil Change'));
    await userEvent.click(bar().getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-step', '1'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Date et heure' })).toBeVisible();
    await expect(canvas.getByText('Étape 2 sur 4')).toBeVisible();
    await expect(canvas.getByText('Choisissez d’abord une date.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mois précédent' })).toBeInTheDocument();
  },
};
