import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { OrdersPage } from './OrdersPage';
import { seedStoryOrders } from './ordersStory';

const withOrders = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: DEMO_USER.email, ...options }, async (s) => {
    await seedStoryOrders(s);
  });
const apiOf = scenarioOf;

const meta = {
  title: 'Checkout/OrdersPage',
  component: OrdersPage,
  parameters: { layout: 'fullscreen' },
  loaders: withOrders(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/orders">
      <OrdersPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (el: HTMLElement) =>
  within(await within(el).findByRole('list', { name: 'My orders' })).getAllByRole('listitem');

/** One order per state, newest first, each with its badge, items, seller and total, linking to its page. */
export const List: Story = {
  play: async ({ canvasElement, loaded }) => {
    const items = await rows(canvasElement);
    await expect(items).toHaveLength(7);
    await expect(items.map((i) => i.getAttribute('data-status'))).toEqual([
      'pending_payment',
      'paid',
      'payment_failed',
      'confirmed',
      'cancelled',
      'expired',
      'completed',
    ]);
    const ids = items.map((i) => Number(i.getAttribute('data-order-id')));
    await expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const first = items[0] as HTMLElement;
    await expect(within(first).getByText('Awaiting payment')).toBeVisible();
    await expect(within(first).getByRole('link', { name: `Order #${ids[0]}` })).toHaveAttribute(
      'href',
      `/orders/${ids[0]}`,
    );
    await expect(first).toHaveTextContent('RWF 45,500');
    await expect(first).toHaveTextContent('Sold by Gikondo Auto Parts');
    await expect(within(items[3] as HTMLElement).getByText('Confirmed')).toBeVisible();
    await expect(items[3]).toHaveTextContent('RWF 91,000');
    await expect(apiOf(loaded).count('GET /orders')).toBe(1);
  },
};

/** No orders yet: a hint and a link to the Spareshop. */
export const Empty: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the Spareshop' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  },
};

/** GET /orders pending: a skeleton with a status for screen readers. */
export const Loading: Story = {
  loaders: withOrders({ delays: { 'GET /orders': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order…');
  },
};

/** GET /orders failed: 'Failed to load' with Try again, which loads them. */
export const Failed: Story = {
  loaders: withOrders({ failures: { 'GET /orders': { status: 500, message: 'Server error' } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load')).toBeVisible();
    apiOf(loaded).fail('GET /orders', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(7));
  },
};

/** The orders in French (issue #16 "Locale"): heading, status badges, order links and sellers. */
export const French: Story = {
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/orders">
        <OrdersPage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Mes commandes' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByText('En attente de paiement')).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Commande n° \d+$/ })).toBeVisible();
    await expect(first).toHaveTextContent('Vendu par Gikondo Auto Parts');
  },
};
