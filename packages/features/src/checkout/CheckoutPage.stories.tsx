import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { CheckoutPage } from './CheckoutPage';
import { OrderDetailPage } from './OrderDetailPage';

/**
 * The /checkout page against the fake backend (issue #10): every state of the `checkout` machine,
 * driven through the page as a buyer would. Listing 1 is 'Akebono Front brake pads' at RWF 45,500
 * (6 in stock) from Gikondo Auto Parts. Test numbers: …000002 approved, …000001 declined; any other
 * waits for the phone (or the simulator's buttons).
 */
interface Args {
  /** The URL the story opens. */
  entry: string;
  /** Poll interval while waiting (ms): long, so a waiting story stays put. */
  pollInterval: number;
}

const signedIn = (options: ScenarioOptions = {}, setup?: (s: Scenario) => void | Promise<void>) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, setup);
const apiOf = scenarioOf;

const meta = {
  title: 'Checkout/CheckoutPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/checkout?item_id=1', pollInterval: 60_000 },
  loaders: signedIn(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      initialEntry={args.entry}
      path="/checkout"
      routes={{ '/orders/:id': <OrderDetailPage /> }}
    >
      <CheckoutPage pollInterval={args.pollInterval} />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// --- helpers ------------------------------------------------------------------------------------

/** Waits until the flow's root says `state`. */
async function inState(el: HTMLElement, state: string) {
  await waitFor(() => expect(el.querySelector(`[data-state="${state}"]`)).not.toBeNull(), { timeout: 5000 });
  return el.querySelector(`[data-state="${state}"]`) as HTMLElement;
}
const button = (el: HTMLElement, name: string | RegExp) => within(el).getByRole('button', { name });

async function toContact(el: HTMLElement) {
  await inState(el, 'review');
  await userEvent.click(button(el, 'Continue'));
  await inState(el, 'contact');
}
async function fillContact(el: HTMLElement, phone = '0788 123 456') {
  const canvas = within(el);
  const name = canvas.getByLabelText('Full name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Amina Uwase');
  await userEvent.type(canvas.getByLabelText('Phone'), phone);
  await userEvent.type(canvas.getByLabelText('Delivery address'), 'KG 11 Ave 24, Kimihurura');
  await userEvent.type(canvas.getByLabelText('City'), 'Kigali');
}
async function toPayment(el: HTMLElement, phone?: string) {
  await toContact(el);
  await fillContact(el, phone);
  await userEvent.click(button(el, 'Continue'));
  await inState(el, 'payment');
}
/** Chooses `method` and presses Pay / Place order. */
async function pay(el: HTMLElement, method: RegExp = /MTN MoMo/, phone?: string) {
  await toPayment(el, phone);
  await userEvent.click(within(el).getByRole('radio', { name: method }));
  await userEvent.click(button(el, /^(Pay RWF|Place order)/));
}
async function toWaiting(el: HTMLElement) {
  await pay(el);
  return inState(el, 'waiting.idle');
}

// --- before the order ---------------------------------------------------------------------------

/** The listing is being read (GET /marketplace/listings/{id} pending). */
export const Loading: Story = {
  parameters: { machine: { id: 'checkout', state: 'loading' } },
  loaders: signedIn({ delays: { 'GET /marketplace/listings/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    const root = await inState(canvasElement, 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(within(root).getByRole('progressbar', { name: 'Loading your order…' })).toBeInTheDocument();
  },
};

/** The listing could not be read: the message and Try again (which reads it again). */
export const LoadFailed: Story = {
  parameters: { machine: { id: 'checkout', state: 'loadFailed' } },
  loaders: signedIn({
    failures: { 'GET /marketplace/listings/{id}': { status: 503, message: 'Service busy' } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const root = await inState(canvasElement, 'loadFailed');
    await expect(within(root).getByText('Service busy')).toBeVisible();
    apiOf(loaded).fail('GET /marketplace/listings/{id}', { status: 503, message: 'Still busy' });
    await userEvent.click(button(root, 'Try again'));
    await waitFor(() => expect(within(canvasElement).getByText('Still busy')).toBeVisible());
    await expect(apiOf(loaded).count('GET /marketplace/listings/{id}')).toBe(2);
  },
};

/** Spec §8: /checkout without an item (here an `item_id` that is no id): the toast and an empty state. */
export const MissingItem: Story = {
  parameters: { machine: { id: 'checkout', state: 'missing' } },
  args: { entry: '/checkout?item_id=brake-pads' },
  play: async ({ canvasElement, loaded }) => {
    const root = await inState(canvasElement, 'missing');
    await expectToast('Error', 'Item information is missing');
    await expect(within(root).getByRole('heading', { name: 'Nothing to check out' })).toBeVisible();
    await expect(within(root).getByRole('link', { name: 'Browse the Spareshop' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    await expect(apiOf(loaded).calls.filter((c) => c.key !== 'GET /users/me')).toHaveLength(0);
  },
};

/** A bare /checkout with an empty cart is "item information is missing" too. */
export const EmptyCart: Story = {
  parameters: { machine: { id: 'checkout', state: 'missing' } },
  args: { entry: '/checkout' },
  play: async ({ canvasElement, loaded }) => {
    await inState(canvasElement, 'missing');
    await expectToast('Error', 'Item information is missing');
    await expect(apiOf(loaded).count('GET /cart/items')).toBe(1);
  },
};

/** Step 1 of 3: the item with its price and stock, a quantity stepper, and the order summary. */
export const Review: Story = {
  parameters: { machine: { id: 'checkout', state: 'review' } },
  args: { entry: '/checkout?item_id=1&quantity=2' },
  play: async ({ canvasElement }) => {
    const root = await inState(canvasElement, 'review');
    await expect(within(root).getByText('Step 1 of 3')).toBeVisible();
    await expect(within(root).getByRole('heading', { name: 'Review' })).toBeVisible();
    await expect(within(root).getByText(/Akebono Front brake pads/)).toBeVisible();
    await expect(within(root).getByText(/6 in stock/)).toBeVisible();
    await expect(button(root, 'Back')).toBeDisabled();
    const total = within(canvasElement).getByTestId('order-total');
    await expect(total).toHaveTextContent('RWF 91,000');
    await userEvent.click(button(root, /Increase/));
    await waitFor(() => expect(total).toHaveTextContent('RWF 136,500'));
    await expect(within(canvasElement).getByTestId('order-summary')).toHaveTextContent('Gikondo Auto Parts');
  },
};

/** A cart with two sellers: one order per seller, the buyer picks which to pay now. */
export const ReviewCartOfTwoSellers: Story = {
  parameters: { machine: { id: 'checkout', state: 'review' } },
  args: { entry: '/checkout' },
  loaders: signedIn({}, async (s) => {
    const kenyan = s.db.marketplace.listings.find((l) => l.currency === 'KES' && l.kind === 'part');
    if (!kenyan) throw new Error('no KES listing');
    await s.api.marketplace.setCartItem(kenyan.id, 1);
    await s.api.marketplace.setCartItem(1, 1);
  }),
  play: async ({ canvasElement }) => {
    const root = await inState(canvasElement, 'review');
    const sellers = within(root).getAllByRole('radio');
    await expect(sellers).toHaveLength(2);
    await expect(sellers[0]).toBeChecked();
    await expect(within(canvasElement).getByTestId('order-total')).toHaveTextContent('RWF 45,500');
    await userEvent.click(within(root).getByRole('radio', { name: /Kirinyaga Road Autoparts/ }));
    await waitFor(() => expect(within(canvasElement).getByTestId('order-total')).toHaveTextContent(/^KES /));
  },
};

/** Step 2: Continue with empty fields names each one; Back keeps what was typed. */
export const Contact: Story = {
  parameters: { machine: { id: 'checkout', state: 'contact' } },
  play: async ({ canvasElement }) => {
    await toContact(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Amina Uwase');
    await userEvent.type(canvas.getByLabelText('Phone'), '12345');
    await userEvent.click(button(canvasElement, 'Continue'));
    await expect(canvas.getByText('Enter a valid mobile number, e.g. +250 788 123 456.')).toBeVisible();
    await expect(canvas.getByText('Enter a delivery address.')).toBeVisible();
    await expect(canvas.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await inState(canvasElement, 'contact');
  },
};

/** Step 3: the three methods; MoMo asks for the number that gets the prompt (the contact phone by default). */
export const Payment: Story = {
  parameters: { machine: { id: 'checkout', state: 'payment' } },
  play: async ({ canvasElement }) => {
    await toPayment(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'momo',
      'airtel',
      'cash',
    ]);
    await userEvent.click(button(canvasElement, 'Place order'));
    await expect(canvas.getByText('Choose how to pay.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /MTN MoMo/ }));
    await expect(canvas.getByLabelText('Mobile money number')).toHaveValue('0788 123 456');
    await expect(button(canvasElement, 'Pay RWF 45,500')).toBeEnabled();
  },
};

/** MoMo starts at 100 RWF: a cheaper order is refused with the rule; cash on delivery is offered. */
export const PaymentBelowMobileMinimum: Story = {
  parameters: { machine: { id: 'checkout', state: 'payment' } },
  loaders: signedIn({}, (s) => {
    const listing = s.db.marketplace.listings.find((l) => l.id === 1);
    if (listing) Object.assign(listing, { price: 50, price_minor: 50 });
  }),
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement);
    await expect(
      within(canvasElement).getByText(
        'Mobile money payments start at 100 RWF. Choose cash on delivery or add items.',
      ),
    ).toBeVisible();
    await expect(apiOf(loaded).count('POST /orders')).toBe(0);
    clearAnnouncer();
  },
};

/** POST /orders is on its way: the Pay button spins; a second press makes no second order. */
export const Placing: Story = {
  parameters: { machine: { id: 'checkout', state: 'placing' } },
  loaders: signedIn({ delays: { 'POST /orders': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement);
    const root = await inState(canvasElement, 'placing');
    await userEvent.click(button(root, /Pay RWF/));
    await expect(apiOf(loaded).count('POST /orders')).toBe(1);
    await expect(button(root, 'Back')).toBeDisabled();
    clearAnnouncer();
  },
};

/** The order could not be placed: Try again sends the same Idempotency-Key. */
export const PlaceFailed: Story = {
  parameters: { machine: { id: 'checkout', state: 'placeFailed' } },
  loaders: signedIn({ failures: { 'POST /orders': { status: 0 } } }),
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement);
    const root = await inState(canvasElement, 'placeFailed');
    await expect(within(root).getByRole('alert')).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: 'Try again' }));
    await inState(canvasElement, 'placeFailed');
    await expect(apiOf(loaded).count('POST /orders')).toBe(2);
    clearAnnouncer();
  },
};

// --- waiting for the phone ----------------------------------------------------------------------

/** The prompt is out: amount, number, the countdown to the 15-minute hold, and the dev simulator's buttons. */
export const Waiting: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.idle' } },
  play: async ({ canvasElement, loaded }) => {
    const root = await toWaiting(canvasElement);
    await expect(
      within(root).getByRole('heading', { name: 'Approve the payment on your phone' }),
    ).toBeVisible();
    await expect(root).toHaveTextContent('We sent a request for RWF 45,500 to 0788 123 456.');
    await expect(within(root).getByRole('timer', { name: 'Time left to approve' })).toHaveTextContent(
      /^1[45]:\d\d$/,
    );
    const hint = within(root).getByTestId('simulator-hint');
    await expect(within(hint).getByRole('button', { name: 'Approve payment' })).toBeEnabled();
    const call = apiOf(loaded).callsOf('POST /orders')[0];
    await expect(call?.body).toMatchObject({ payment_method: 'momo', phone: '0788 123 456' });
    clearAnnouncer();
  },
};

/** A real MoMo payment (no simulator): no development hint, only the phone. Reopened by `?order_id=`. */
export const WaitingRealProvider: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.idle' } },
  loaders: signedIn({}, async (s) => {
    const order = await s.api.marketplace.createOrder(
      {
        items: [{ listing_id: 1, quantity: 1 }],
        payment_method: 'momo',
        phone: '+250788123456',
        full_name: 'Amina Uwase',
        delivery_address: 'KG 11 Ave 24',
      },
      'story-real',
    );
    const row = s.db.marketplace.orders.find((o) => o.id === order.id);
    if (row?.payment) Object.assign(row.payment, { provider: 'momo', simulator_url: null });
  }),
  render: (args, { loaded }) => {
    const s = apiOf(loaded);
    return (
      <AuthStoryFrame
        api={s.api}
        initialEntry={`/checkout?order_id=${s.db.marketplace.orders[0]?.id}`}
        path="/checkout"
      >
        <CheckoutPage pollInterval={args.pollInterval} />
      </AuthStoryFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const root = await inState(canvasElement, 'waiting.idle');
    await expect(root).toHaveTextContent('+250788123456');
    await expect(within(root).queryByTestId('simulator-hint')).toBeNull();
    await expect(within(root).queryByRole('button', { name: 'Approve payment' })).toBeNull();
  },
};

/** GET /orders/{id} is checking the payment (the countdown goes on). */
export const WaitingPolling: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.polling' } },
  args: { pollInterval: 50 },
  loaders: signedIn({ delays: { 'GET /orders/{id}': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement);
    await inState(canvasElement, 'waiting.polling');
    await expect(apiOf(loaded).count('GET /orders/{id}')).toBe(1);
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
    clearAnnouncer();
  },
};

/** "I didn't get a prompt": a new request to pay is on its way. */
export const WaitingResending: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.resending' } },
  loaders: signedIn({ delays: { 'POST /orders/{id}/pay': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, "I didn't get a prompt"));
    await inState(canvasElement, 'waiting.resending');
    await expect(apiOf(loaded).count('POST /orders/{id}/pay')).toBe(1);
    await expect(button(canvasElement, 'Cancel order')).toBeDisabled();
    clearAnnouncer();
  },
};

/** After a resend: 'We sent a new prompt to your phone.' and still waiting. */
export const WaitingResent: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.idle' } },
  play: async ({ canvasElement }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, "I didn't get a prompt"));
    await waitFor(() =>
      expect(within(canvasElement).getByText('We sent a new prompt to your phone.')).toBeVisible(),
    );
    await inState(canvasElement, 'waiting.idle');
    clearAnnouncer();
  },
};

/** The simulator's Approve was pressed: its decision is on its way. */
export const WaitingSimulating: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.simulating' } },
  loaders: signedIn({ delays: { 'POST /payments/simulator/{reference}/decision': 'never' } }),
  play: async ({ canvasElement }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, 'Approve payment'));
    await inState(canvasElement, 'waiting.simulating');
    clearAnnouncer();
  },
};

/** Cancel order while waiting: POST /orders/{id}/cancel on its way. */
export const WaitingCancelling: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.cancelling' } },
  loaders: signedIn({ delays: { 'POST /orders/{id}/cancel': 'never' } }),
  play: async ({ canvasElement }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, 'Cancel order'));
    await inState(canvasElement, 'waiting.cancelling');
    clearAnnouncer();
  },
};

// --- outcomes -----------------------------------------------------------------------------------

/** Approved from the simulator: paid, with a link to the order. */
export const Paid: Story = {
  parameters: { machine: { id: 'checkout', state: 'paid' } },
  play: async ({ canvasElement, loaded }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, 'Approve payment'));
    const paid = await inState(canvasElement, 'paid');
    const order = apiOf(loaded).db.marketplace.orders[0];
    await expect(within(paid).getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(paid).toHaveTextContent(`Order #${order?.id} is paid (RWF 45,500).`);
    await expect(within(paid).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/orders/${order?.id}`,
    );
    clearAnnouncer();
  },
};

/** The test number …000002 approves at once: straight to paid. */
export const PaidByTestNumber: Story = {
  parameters: { machine: { id: 'checkout', state: 'paid' } },
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement, /MTN MoMo/, '0788000002');
    await inState(canvasElement, 'paid');
    await expect(apiOf(loaded).db.marketplace.orders[0]?.status).toBe('paid');
    clearAnnouncer();
  },
};

/** Cash on delivery: confirmed at once, nothing to approve. */
export const PlacedCashOnDelivery: Story = {
  parameters: { machine: { id: 'checkout', state: 'placed' } },
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement, /Cash on delivery/);
    const root = await inState(canvasElement, 'placed');
    await expect(within(root).getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(root).toHaveTextContent('Pay RWF 45,500 in cash when it is delivered.');
    await expect(apiOf(loaded).callsOf('POST /orders')[0]?.body).toMatchObject({ payment_method: 'cash' });
    clearAnnouncer();
  },
};

/** The test number …000001 is declined: the failure with Try again and Cancel order. */
export const Declined: Story = {
  parameters: { machine: { id: 'checkout', state: 'failed.idle' } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement, /MTN MoMo/, '0788000001');
    const root = await inState(canvasElement, 'failed.idle');
    await expect(within(root).getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(button(root, 'Try again')).toBeEnabled();
    await expect(button(root, 'Cancel order')).toBeEnabled();
    clearAnnouncer();
  },
};

/** Try again after a decline: POST /orders/{id}/pay on its way. */
export const DeclinedRetrying: Story = {
  parameters: { machine: { id: 'checkout', state: 'failed.retrying' } },
  loaders: signedIn({ delays: { 'POST /orders/{id}/pay': 'never' } }),
  play: async ({ canvasElement }) => {
    await pay(canvasElement, /MTN MoMo/, '0788000001');
    const root = await inState(canvasElement, 'failed.idle');
    await userEvent.click(button(root, 'Try again'));
    await inState(canvasElement, 'failed.retrying');
    clearAnnouncer();
  },
};

/** Try again after a decline asks the phone again: back to waiting, the countdown restarted. */
export const DeclinedThenRetried: Story = {
  parameters: { machine: { id: 'checkout', state: 'waiting.idle' } },
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement, /MTN MoMo/, '0788000001');
    const root = await inState(canvasElement, 'failed.idle');
    await userEvent.click(button(root, 'Try again'));
    await inState(canvasElement, 'waiting.idle');
    await expect(apiOf(loaded).count('POST /orders/{id}/pay')).toBe(1);
    clearAnnouncer();
  },
};

/** Cancel after a decline: POST /orders/{id}/cancel on its way. */
export const DeclinedCancelling: Story = {
  parameters: { machine: { id: 'checkout', state: 'failed.cancelling' } },
  loaders: signedIn({ delays: { 'POST /orders/{id}/cancel': 'never' } }),
  play: async ({ canvasElement }) => {
    await pay(canvasElement, /MTN MoMo/, '0788000001');
    const root = await inState(canvasElement, 'failed.idle');
    await userEvent.click(button(root, 'Cancel order'));
    await inState(canvasElement, 'failed.cancelling');
    clearAnnouncer();
  },
};

/** The 15-minute hold ran out before the phone approved: the items went back on sale. */
export const Expired: Story = {
  parameters: { machine: { id: 'checkout', state: 'expired' } },
  args: { pollInterval: 100 },
  play: async ({ canvasElement, loaded }) => {
    await pay(canvasElement);
    await inState(canvasElement, 'waiting.idle');
    const order = apiOf(loaded).db.marketplace.orders[0];
    if (order) order.expires_at = new Date(Date.now() - 1000).toISOString();
    const root = await inState(canvasElement, 'expired');
    await expect(within(root).getByRole('heading', { name: 'The payment time ran out' })).toBeVisible();
    await expect(button(root, 'Place the order again')).toBeEnabled();
    await expect(order?.status).toBe('expired');
    clearAnnouncer();
  },
};

/** Cancelled while waiting: nothing charged, links to the orders and the shop. */
export const Cancelled: Story = {
  parameters: { machine: { id: 'checkout', state: 'cancelled' } },
  play: async ({ canvasElement, loaded }) => {
    const root = await toWaiting(canvasElement);
    await userEvent.click(button(root, 'Cancel order'));
    const done = await inState(canvasElement, 'cancelled');
    await expect(within(done).getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
    await expect(apiOf(loaded).db.marketplace.orders[0]?.status).toBe('cancelled');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    clearAnnouncer();
  },
};
