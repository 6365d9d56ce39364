/**
 * Story helpers of the /checkout page (issue #10): the fake API as the demo member, the page's render
 * (with the order page behind `/orders/{id}`), and the buyer's steps through the flow that the
 * checkout stories share.
 */
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { OrderDetailPage } from '../checkout/OrderDetailPage';
import { AuthStoryFrame } from './authStory';
import { DEMO_USER } from './fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from './msw';

/** Args of the checkout stories. */
export interface CheckoutArgs {
  /** The URL the story opens. */
  entry: string;
  /** Poll interval while waiting (ms): long, so a waiting story stays put. */
  pollInterval: number;
}

/** The demo member signed in, with `options` and `setup` on the fake backend. */
export const signedIn = (options: ScenarioOptions = {}, setup?: (s: Scenario) => void | Promise<void>) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, setup);
export const apiOf = scenarioOf;

/** The checkout page at `args.entry` (`/orders/{id}` leads to the order page). */
const renderCheckout = (
  args: CheckoutArgs,
  { loaded }: { loaded: Record<string, unknown> },
): ReactElement => (
  <AuthStoryFrame
    api={apiOf(loaded).api}
    initialEntry={args.entry}
    path="/checkout"
    routes={{ '/orders/:id': <OrderDetailPage /> }}
  >
    <CheckoutPage pollInterval={args.pollInterval} />
  </AuthStoryFrame>
);

/**
 * What the checkout stories' metas share (each adds its `title`): full screen, the demo member
 * buying listing 1 now, a poll interval long enough for a waiting story to stay put.
 */
export const checkoutStories = {
  parameters: { layout: 'fullscreen' },
  args: { entry: '/checkout?item_id=1', pollInterval: 60_000 },
  loaders: signedIn(),
  render: renderCheckout,
};

/** Waits until the flow's root says `state`. */
export async function inState(el: HTMLElement, state: string) {
  await waitFor(() => expect(el.querySelector(`[data-state="${state}"]`)).not.toBeNull(), { timeout: 5000 });
  return el.querySelector(`[data-state="${state}"]`) as HTMLElement;
}
/** The button named `name` inside `el`. */
export const button = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('button', { name });

/** Review → Continue → `contact`. */
export async function toContact(el: HTMLElement) {
  await inState(el, 'review');
  await userEvent.click(button(el, 'Continue'));
  await inState(el, 'contact');
}
/** Types a valid name, `phone`, delivery address and city. */
export async function fillContact(el: HTMLElement, phone = '0788 123 456') {
  const canvas = within(el);
  const name = canvas.getByLabelText('Full name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Amina Uwase');
  await userEvent.type(canvas.getByLabelText('Phone'), phone);
  await userEvent.type(canvas.getByLabelText('Delivery address'), 'KG 11 Ave 24, Kimihurura');
  await userEvent.type(canvas.getByLabelText('City'), 'Kigali');
}
/** To `payment` with a valid contact. */
export async function toPayment(el: HTMLElement, phone?: string) {
  await toContact(el);
  await fillContact(el, phone);
  await userEvent.click(button(el, 'Continue'));
  await inState(el, 'payment');
}
/** Chooses `method` and presses Pay / Place order. */
export async function pay(el: HTMLElement, method: RegExp = /MTN MoMo/, phone?: string) {
  await toPayment(el, phone);
  await userEvent.click(within(el).getByRole('radio', { name: method }));
  await userEvent.click(button(el, /^(Pay RWF|Place order)/));
}
/** Pays with MoMo and waits for `waiting.idle`; returns the flow root. */
export async function toWaiting(el: HTMLElement) {
  await pay(el);
  return inState(el, 'waiting.idle');
}
