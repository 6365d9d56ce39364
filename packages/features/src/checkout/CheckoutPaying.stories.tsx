import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer } from '../testing/authStory';
import {
  apiOf,
  button,
  type CheckoutArgs,
  checkoutStories,
  inState,
  pay,
  signedIn,
  toWaiting,
} from '../testing/checkoutStory';
import { CheckoutPage } from './CheckoutPage';

/**
 * The /checkout page after the order is placed (issue #10): waiting for the buyer to approve the
 * mobile-money prompt (`waiting.*`) and the outcomes (paid, placed cash on delivery, declined, expired,
 * cancelled). Listing 1 is 'Akebono Front brake pads' at RWF 45,500 from Gikondo Auto Parts. Test
 * numbers: …000002 approved, …000001 declined; any other waits for the phone (or the simulator).
 */
const meta = { title: 'Checkout/CheckoutPage/Paying', ...checkoutStories } satisfies Meta<CheckoutArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

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
