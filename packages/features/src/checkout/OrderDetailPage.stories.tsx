import type { OrderStatus } from '@gari/contract/marketplace';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { OrderDetailPage } from './OrderDetailPage';
import { seedStoryOrders } from './ordersStory';

interface Args {
  /** Which seeded order the page opens (one per state), or an id. */
  order: OrderStatus | number;
}

const withOrders = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, async (s) => {
    await seedStoryOrders(s);
  });
const apiOf = scenarioOf;
const idOf = (s: Scenario, order: Args['order']) =>
  typeof order === 'number' ? order : (s.db.marketplace.orders.find((o) => o.status === order)?.id ?? 0);

const meta = {
  title: 'Checkout/OrderDetailPage',
  parameters: { layout: 'fullscreen' },
  args: { order: 'paid' },
  loaders: withOrders(),
  render: (args, { loaded }) => {
    const s = apiOf(loaded);
    return (
      <AuthStoryFrame api={s.api} initialEntry={`/orders/${idOf(s, args.order)}`} path="/orders/:id">
        <OrderDetailPage />
      </AuthStoryFrame>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (el: HTMLElement) => {
  await waitFor(() => expect(el.querySelector('[data-state="ready"]')).not.toBeNull());
  return el.querySelector('[data-state="ready"]') as HTMLElement;
};
const timeline = (el: HTMLElement) =>
  within(within(el).getByTestId('order-timeline'))
    .getAllByRole('listitem')
    .map(
      (li) =>
        `${li.textContent}:${li.getAttribute('data-state')}${li.getAttribute('aria-current') ? '*' : ''}`,
    );

/** A paid MoMo order: placed and paid done, waiting for the seller; items, delivery, payment, total. */
export const Paid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const root = await ready(canvasElement);
    const id = idOf(apiOf(loaded), 'paid');
    await expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent(`Order #${id} Paid`);
    await expect(timeline(root)).toEqual([
      'Order placed:done',
      'Paid:done*',
      'Confirmed by the seller:upcoming',
      'Delivered:upcoming',
    ]);
    await expect(within(root).getByTestId('order-total')).toHaveTextContent('RWF 45,500');
    await expect(root).toHaveTextContent('KG 11 Ave 24, Kimihurura, Kigali');
    await expect(root).toHaveTextContent('MTN MoMo');
    await expect(within(root).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await expect(within(root).queryByRole('button', { name: 'Pay again' })).toBeNull();
  },
};

/** A declined payment: the timeline stops there; Pay again asks the phone and opens the waiting screen. */
export const PaymentFailedPayAgain: Story = {
  args: { order: 'payment_failed' },
  play: async ({ canvasElement, loaded }) => {
    const root = await ready(canvasElement);
    const id = idOf(apiOf(loaded), 'payment_failed');
    await expect(timeline(root)).toEqual(['Order placed:done', 'Payment failed:stopped*']);
    await userEvent.click(within(root).getByRole('button', { name: 'Pay again' }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveTextContent(
        `Navigated to /checkout?order_id=${id}`,
      ),
    );
    await expect(apiOf(loaded).callsOf('POST /orders/{id}/pay')[0]?.params).toEqual({ id: String(id) });
    clearAnnouncer();
  },
};

/** Pay again refused (the stock went to someone else): the server's reason as a toast. */
export const PayAgainRefused: Story = {
  args: { order: 'payment_failed' },
  loaders: withOrders({
    failures: { 'POST /orders/{id}/pay': { status: 409, message: 'Not enough stock left of "Brake pads".' } },
  }),
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await userEvent.click(within(root).getByRole('button', { name: 'Pay again' }));
    await expectToast('Could not start the payment', 'Not enough stock left of "Brake pads".');
    await expect(within(root).getByRole('button', { name: 'Pay again' })).toBeEnabled();
  },
};

/** Still waiting for the phone: Continue payment goes back to the checkout's waiting screen. */
export const AwaitingPayment: Story = {
  args: { order: 'pending_payment' },
  play: async ({ canvasElement, loaded }) => {
    const root = await ready(canvasElement);
    const id = idOf(apiOf(loaded), 'pending_payment');
    await expect(within(root).getByRole('link', { name: 'Continue payment' })).toHaveAttribute(
      'href',
      `/checkout?order_id=${id}`,
    );
    await expect(timeline(root)).toEqual([
      'Order placed:done*',
      'Paid:upcoming',
      'Confirmed by the seller:upcoming',
      'Delivered:upcoming',
    ]);
  },
};

/** Cash on delivery, confirmed by the seller: Cancel order asks first, then cancels. */
export const CashConfirmedCancel: Story = {
  args: { order: 'confirmed' },
  play: async ({ canvasElement, loaded }) => {
    const root = await ready(canvasElement);
    const id = String(idOf(apiOf(loaded), 'confirmed'));
    await expect(timeline(root)).toEqual([
      'Order placed:done',
      'Confirmed by the seller:done*',
      'Delivered:upcoming',
    ]);
    await expect(root).toHaveTextContent('2 × ');
    await userEvent.click(within(root).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expectToast('Order cancelled');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'cancelled'));
    await expect(
      apiOf(loaded)
        .callsOf('POST /orders/{id}/cancel')
        .filter((c) => c.params.id === id),
    ).toHaveLength(1);
    clearAnnouncer();
  },
};

/** A completed order: every step done. */
export const Completed: Story = {
  args: { order: 'completed' },
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement);
    await expect(timeline(root)).toEqual([
      'Order placed:done',
      'Confirmed by the seller:done',
      'Delivered:done*',
    ]);
    await expect(within(root).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** Another member's or an unknown order: 'Order not found' and the way back. */
export const NotFound: Story = {
  args: { order: 999_999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /All orders/ })).toHaveAttribute('href', '/orders');
  },
};

/** GET /orders/{id} pending. */
export const Loading: Story = {
  loaders: withOrders({ delays: { 'GET /orders/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order…');
  },
};
