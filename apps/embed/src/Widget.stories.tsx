import type { BookingCreated } from '@gari/contract/bookings';
import type { ProviderDetail, SlotList, WidgetConfig } from '@gari/contract/providers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The widget bundle's entry: react-aria's Shadow DOM flag and `customElements.define('gari-booking')`.
import './widget/main';
import type { WidgetEventDetail } from './widget/WidgetApp';

/**
 * Stories of the embeddable widget (issue #3): the REAL `<gari-booking>` element (open Shadow DOM, its
 * own React root and API client) against a fake backend put in place of `window.fetch` — the widget's
 * client calls the global `fetch` for `GET /widgets/{key}`, `GET /providers/{type}/{id}/slots` and
 * `POST /bookings`, so no widget code is swapped. Every other request passes through to the real fetch.
 */

const KEY = 'demo-widget-key-1';

const PROVIDER: ProviderDetail = {
  id: 1,
  type: 'garage',
  slug: 'kigali-auto-care',
  name: 'Kigali Auto Care',
  description: 'Full-service garage in Remera.',
  city: 'Kigali',
  address: 'KN 5 Rd, Remera',
  country: 'RW',
  phone: '+250788000001',
  image: null,
  images: [],
  cover: null,
  logo: null,
  lat: -1.9536,
  lng: 30.1127,
  distance_km: null,
  rating: 4.8,
  reviews: 214,
  isOpen: true,
  pricing: '$$',
  waitTime: 'Same day',
  services: ['Oil Change', 'Brake Service'],
  services_detail: [
    { name: 'Oil Change', price_from: 25000, currency: 'RWF', duration_min: 45 },
    { name: 'Brake Service', price_from: 45000, currency: 'RWF', duration_min: 90 },
  ],
  price_from: 25000,
  currency: 'RWF',
  certifications: [],
  availability: 'Same Day',
  brands: ['Toyota'],
  opening_hours: [],
  timezone: 'Africa/Kigali',
  recent_reviews: [],
  map_url: 'https://maps.example/?q=-1.9536,30.1127',
  capacity: 2,
};

/** How the fake backend answers. */
interface Backend {
  /** `GET /widgets/{key}`: the config, an answer held until `release()`, or 404 'Unknown widget key.'. */
  config: 'ok' | 'held' | 'unknown';
  /** `POST /bookings`: 201 with a booking, or a 500 without a body. */
  create: 'ok' | 'error';
}

/** The fake backend of the current story (set by `beforeEach`). */
interface Fake {
  /** `METHOD /path` of every widget API call, in order. */
  calls: string[];
  /** Bodies of `POST /bookings`. */
  posted: Record<string, unknown>[];
  /** Lets a held `GET /widgets/{key}` answer. */
  release: () => void;
}
let fake: Fake = { calls: [], posted: [], release: () => {} };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces `window.fetch` with the fake backend; returns the restore function. */
function installFakeFetch(backend: Backend): () => void {
  const real = window.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const current: Fake = { calls: [], posted: [], release };
  fake = current;
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const at = url.pathname.indexOf('/api/v1/');
    if (at < 0) return real(input, init);
    const path = url.pathname.slice(at + '/api/v1'.length);
    const method = init?.method ?? 'GET';
    current.calls.push(`${method} ${path}`);
    if (method === 'GET' && path.startsWith('/widgets/')) {
      if (backend.config === 'held') await held;
      if (backend.config === 'unknown') return json(404, { message: 'Unknown widget key.' });
      const config: WidgetConfig = { data: { widget_key: KEY, brand_color: '#c2410c', provider: PROVIDER } };
      return json(200, config);
    }
    if (method === 'GET' && path.startsWith('/providers/')) {
      const slots: SlotList = {
        data: [
          { time: '09:00', available: 2 },
          { time: '10:00', available: 1 },
          { time: '14:00', available: 2 },
        ],
        meta: { date: url.searchParams.get('date') ?? '', timezone: 'Africa/Kigali' },
      };
      return json(200, slots);
    }
    if (method === 'POST' && path === '/bookings') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      current.posted.push(body);
      if (backend.create === 'error') return new Response(null, { status: 500 });
      const created: BookingCreated = {
        booking_id: 'GR-7K2M9Q',
        status: 'pending',
        provider: { id: PROVIDER.id, name: PROVIDER.name, type: PROVIDER.type },
        date: String(body.date),
        time: String(body.time),
        service: String(body.service),
        calendar_url: 'http://localhost/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=abc',
        message: 'Booking request sent.',
      };
      return json(201, created);
    }
    return json(404, { message: 'Not found.' });
  };
  return () => {
    window.fetch = real;
  };
}

/**
 * The widget's stylesheet is put into its JavaScript by the production build (`__GARI_WIDGET_CSS__`);
 * in Storybook the same vanilla-extract CSS sits in the document's `<style>` elements, so it is handed
 * to the element through that identifier (a global here) before the first widget connects.
 */
function shareDocumentCss(): void {
  const g = globalThis as { __GARI_WIDGET_CSS__?: string };
  if (g.__GARI_WIDGET_CSS__ !== undefined) return;
  let css = '';
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css += rule.cssText;
    } catch {
      // A cross-origin sheet cannot be read; the widget's own CSS is same-origin.
    }
  }
  g.__GARI_WIDGET_CSS__ = css;
}

interface Args {
  /** `key` attribute of the element. */
  widgetKey: string;
  /** Fake backend behaviour. */
  backend: Backend;
  onLoaded: (detail: WidgetEventDetail['loaded']) => void;
  onStep: (detail: WidgetEventDetail['step']) => void;
  onSucceeded: (detail: WidgetEventDetail['booking-succeeded']) => void;
  onFailed: (detail: WidgetEventDetail['booking-failed']) => void;
}

/** A host page holding one `<gari-booking key="…">`, made with the DOM API as a partner page would. */
function HostPage({ widgetKey, onLoaded, onStep, onSucceeded, onFailed }: Args) {
  const box = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onLoaded, onStep, onSucceeded, onFailed });
  useEffect(() => {
    const el = document.createElement('gari-booking');
    el.setAttribute('key', widgetKey);
    const on = <N extends keyof WidgetEventDetail>(name: N, handler: (d: WidgetEventDetail[N]) => void) =>
      el.addEventListener(`gari:${name}`, (e) => handler((e as CustomEvent<WidgetEventDetail[N]>).detail));
    on('loaded', (d) => handlers.current.onLoaded(d));
    on('step', (d) => handlers.current.onStep(d));
    on('booking-succeeded', (d) => handlers.current.onSucceeded(d));
    on('booking-failed', (d) => handlers.current.onFailed(d));
    box.current?.append(el);
    return () => el.remove();
  }, [widgetKey]);
  return (
    <main>
      <h1>Partner page</h1>
      <div ref={box} />
    </main>
  );
}

/** The element's open shadow root, once the widget has rendered into it. */
async function shadowOf(canvasElement: HTMLElement): Promise<ShadowRoot> {
  return waitFor(() => {
    const shadow = canvasElement.querySelector('gari-booking')?.shadowRoot;
    if (!shadow?.querySelector('[data-gari-widget]')) throw new Error('widget not rendered yet');
    return shadow;
  });
}
/** Testing-library queries scoped to the shadow root (it has querySelectorAll, which is all they use). */
const inShadow = (shadow: ShadowRoot) => within(shadow as unknown as HTMLElement);
const nav = (shadow: ShadowRoot, name: 'Back' | 'Next') =>
  within(shadow.querySelector('[data-testid="booking-nav"]') as HTMLElement).getByRole('button', { name });
const wizard = (shadow: ShadowRoot) => shadow.querySelector('[data-step]') as HTMLElement;

/**
 * Types into a text field of the shadow tree. user-event's `type` inside a shadow root was unreliable
 * here (the value sometimes stayed empty, and when it changed React's onChange did not see it), so after
 * a real click the value is set as a browser's input does (native setter, then a bubbling `input` event).
 */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
/**
 * react-aria announces a pending Button through its live announcer in the host document's body
 * (`role="img" aria-labelledby=<button id>`, ~7 s); the button's id is inside the shadow root, so axe
 * flags the reference as dangling. Cleared after Confirm, as the site's stories do after such flows.
 */
function clearAnnouncer(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
async function chooseService(shadow: ShadowRoot, name = 'Oil Change') {
  await userEvent.click(await inShadow(shadow).findByText(name));
  await userEvent.click(nav(shadow, 'Next'));
  await waitFor(() => expect(wizard(shadow)).toHaveAttribute('data-step', '1'));
}
async function pickDateAndTime(shadow: ShadowRoot, time = '10:00') {
  const grid = inShadow(shadow).getByRole('grid');
  const day = within(grid)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-disabled') !== 'true');
  if (!day) throw new Error('no bookable day');
  await userEvent.click(day);
  await userEvent.click(await inShadow(shadow).findByText(time));
  await userEvent.click(nav(shadow, 'Next'));
  await waitFor(() => expect(wizard(shadow)).toHaveAttribute('data-state', 'contact'));
}
async function fillContact(shadow: ShadowRoot) {
  const q = inShadow(shadow);
  await fill(q.getByRole('textbox', { name: /Full name/ }), 'Amina Uwase');
  await fill(q.getByRole('textbox', { name: /Phone/ }), '0788 123 456');
  await userEvent.click(nav(shadow, 'Next'));
  await waitFor(() => expect(wizard(shadow)).toHaveAttribute('data-state', 'review'));
}
async function toReview(shadow: ShadowRoot) {
  await chooseService(shadow);
  await pickDateAndTime(shadow);
  await fillContact(shadow);
}

const meta = {
  title: 'Embed/Widget',
  args: {
    widgetKey: KEY,
    backend: { config: 'ok', create: 'ok' },
    onLoaded: fn(),
    onStep: fn(),
    onSucceeded: fn(),
    onFailed: fn(),
  },
  beforeEach: ({ args }) => {
    shareDocumentCss();
    return installFakeFetch(args.backend);
  },
  render: (args) => <HostPage {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While `GET /widgets/{key}` is pending: the skeleton (role status); when it answers, step 1. */
export const Loading: Story = {
  args: { backend: { config: 'held', create: 'ok' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await expect(q.getByRole('status', { name: 'Loading booking…' })).toBeInTheDocument();
    await expect(q.queryByRole('radiogroup')).toBeNull();
    await expect(fake.calls).toEqual([`GET /widgets/${KEY}`]);
    await expect(args.onLoaded).not.toHaveBeenCalled();
    fake.release();
    await expect(await q.findByRole('heading', { name: 'Book Kigali Auto Care' })).toBeVisible();
    await expect(q.queryByRole('status', { name: 'Loading booking…' })).toBeNull();
    await expect(args.onLoaded).toHaveBeenCalledWith({
      key: KEY,
      provider_id: 1,
      provider_name: 'Kigali Auto Care',
    });
  },
};

/** Loaded at step 1 (Service): the provider's services; choosing one enables Next. */
export const Service: Story = {
  parameters: { machine: { id: 'booking', state: 'service' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await expect(await q.findByText('Step 1 of 4')).toBeVisible();
    await expect(q.getByText('KN 5 Rd, Remera, Kigali')).toBeVisible();
    await expect(q.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'Oil Change',
      'Brake Service',
    ]);
    await expect(nav(shadow, 'Next')).toBeDisabled();
    await expect(args.onStep).toHaveBeenCalledWith({ step: 0, name: 'Service' });
    await userEvent.click(q.getByText('Brake Service'));
    await expect(nav(shadow, 'Next')).toBeEnabled();
    // Nothing of the widget leaks into the host document.
    await expect(within(canvasElement).queryByText('Step 1 of 4')).toBeNull();
  },
};

/** Step 2 (Date & Time): pick a day, the slots load from the fake API, a time enables Next. */
export const DateAndTime: Story = {
  parameters: { machine: { id: 'booking', state: 'dateTime.pickTime' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await chooseService(shadow);
    await expect(q.getByText('Step 2 of 4')).toBeVisible();
    await expect(args.onStep).toHaveBeenLastCalledWith({ step: 1, name: 'Date & Time' });
    await expect(q.getByText('Pick a date first.')).toBeVisible();
    const day = within(q.getByRole('grid'))
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-disabled') !== 'true');
    if (!day) throw new Error('no bookable day');
    await userEvent.click(day);
    await waitFor(() => expect(wizard(shadow)).toHaveAttribute('data-state', 'dateTime.pickTime'));
    await expect(q.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '09:00',
      '10:00',
      '14:00',
    ]);
    await expect(fake.calls.filter((c) => c === 'GET /providers/garage/1/slots').length).toBe(1);
    await expect(nav(shadow, 'Next')).toBeDisabled();
    await userEvent.click(q.getByText('14:00'));
    await expect(nav(shadow, 'Next')).toBeEnabled();
  },
};

/** Step 3 (Contact): name and phone; Next leads to Review. */
export const Contact: Story = {
  parameters: { machine: { id: 'booking', state: 'contact' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await chooseService(shadow);
    await pickDateAndTime(shadow);
    await expect(q.getByText('Step 3 of 4')).toBeVisible();
    await expect(args.onStep).toHaveBeenLastCalledWith({ step: 2, name: 'Contact' });
    await expect(nav(shadow, 'Next')).toBeDisabled();
    await fill(q.getByRole('textbox', { name: /Full name/ }), 'Amina Uwase');
    await fill(q.getByRole('textbox', { name: /Phone/ }), '0788 123 456');
    await expect(q.getByRole('textbox', { name: /Full name/ })).toHaveValue('Amina Uwase');
    await expect(q.getByRole('textbox', { name: /Phone/ })).toHaveValue('0788 123 456');
    await expect(nav(shadow, 'Next')).toBeEnabled();
  },
};

/** Step 4 (Review): what will be booked, and Confirm. */
export const Review: Story = {
  parameters: { machine: { id: 'booking', state: 'review' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await toReview(shadow);
    await expect(q.getByText('Step 4 of 4')).toBeVisible();
    await expect(args.onStep).toHaveBeenLastCalledWith({ step: 3, name: 'Review' });
    const review = within(q.getByTestId('booking-review'));
    for (const text of ['Kigali Auto Care', 'Oil Change', '10:00', 'Amina Uwase', '0788 123 456'])
      await expect(review.getByText(text)).toBeVisible();
    await expect(q.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(fake.posted).toEqual([]);
  },
};

/** Confirmed: POST /bookings carries `widget_key`; the booking id is shown and sent to the host. */
export const Confirmed: Story = {
  parameters: { machine: { id: 'booking', state: 'confirmed' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await toReview(shadow);
    await userEvent.click(q.getByRole('button', { name: 'Confirm' }));
    await expect(await q.findByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
    await expect(q.getByTestId('booking-reference')).toHaveTextContent('GR-7K2M9Q');
    await expect(fake.posted).toHaveLength(1);
    await expect(fake.posted[0]).toMatchObject({
      widget_key: KEY,
      service: 'Oil Change',
      time: '10:00',
      full_name: 'Amina Uwase',
    });
    await expect(args.onSucceeded).toHaveBeenCalledWith({
      booking_id: 'GR-7K2M9Q',
      calendar_url: 'http://localhost/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=abc',
    });
    await expect(args.onFailed).not.toHaveBeenCalled();
    await expect(args.onStep).toHaveBeenLastCalledWith({ step: 4, name: 'Confirmed' });
    clearAnnouncer();
  },
};

/** Failed: the server answered 500; the message, Try again, and `gari:booking-failed` to the host. */
export const Failed: Story = {
  parameters: { machine: { id: 'booking', state: 'failed' } },
  args: { backend: { config: 'ok', create: 'error' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await toReview(shadow);
    await userEvent.click(q.getByRole('button', { name: 'Confirm' }));
    await expect(await q.findByText('POST /bookings failed: 500')).toBeVisible();
    await expect(wizard(shadow)).toHaveAttribute('data-state', 'failed');
    await expect(q.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(args.onFailed).toHaveBeenCalledWith({ message: 'POST /bookings failed: 500', status: 500 });
    await expect(args.onSucceeded).not.toHaveBeenCalled();
    clearAnnouncer();
  },
};

/** An unknown key: 'Booking is not available' with the server's message; no wizard, no events. */
export const NotAvailable: Story = {
  args: { widgetKey: 'unknown-key-0000', backend: { config: 'unknown', create: 'ok' } },
  play: async ({ canvasElement, args }) => {
    const shadow = await shadowOf(canvasElement);
    const q = inShadow(shadow);
    await expect(await q.findByText('Booking is not available')).toBeVisible();
    await expect(q.getByText('Unknown widget key.')).toBeVisible();
    await expect(q.queryByRole('radio')).toBeNull();
    await expect(fake.calls).toEqual(['GET /widgets/unknown-key-0000']);
    // Interaction: pressing Tab finds nothing to act on inside the widget.
    await userEvent.tab();
    await expect(shadow.activeElement).toBeNull();
    await expect(args.onLoaded).not.toHaveBeenCalled();
    await expect(args.onStep).not.toHaveBeenCalled();
  },
};
