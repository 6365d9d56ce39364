import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { expectToast } from '../testing/authStory';
import { DEMO_USER, UNVERIFIED_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { clearLiveAnnouncer, StoryFrame } from '../testing/vehiclesStory';
import { MyListingsPage } from './MyListingsPage';

/** Jean (the fake spareshop's private seller) is signed in. */
const asSeller = (options: ScenarioOptions = {}, setup?: (s: Scenario) => Promise<void>) =>
  withScenario({ signedInAs: UNVERIFIED_USER.email, ...options }, setup);
const apiOf = scenarioOf;

/** Jean's listings in the fake store. */
const jeanListings = (s: Scenario) => s.db.marketplace.listings.filter((l) => l.seller.id === 3);

/**
 * Three orders by Amina on Jean's first part: cash (confirmed at once), MoMo approved (paid) and MoMo
 * waiting for the phone (pending_payment). Placed through the API as Amina, then Jean's session is back.
 */
async function placeOrders(s: Scenario) {
  const listing = jeanListings(s).find((l) => l.kind === 'part');
  const amina = s.db.users.find((u) => u.email === DEMO_USER.email);
  if (!listing || !amina) throw new Error('seed listing or buyer missing');
  listing.stock = Math.max(listing.stock, 5);
  const [access, refresh] = [s.store.getAccessToken(), s.store.getRefreshToken()];
  const session = s.openSession(amina);
  s.store.setTokens(`fake-access-${session.id}`, session.refresh_token);
  const order = (payment_method: 'cash' | 'momo', phone: string, key: string) =>
    s.api.marketplace.createOrder(
      {
        items: [{ listing_id: listing.id, quantity: 1 }],
        payment_method,
        phone,
        full_name: 'Amina Uwase',
        delivery_address: 'KG 11 Ave 5',
        delivery_city: 'Kigali',
      },
      key,
    );
  await order('momo', '+250788555555', 'story-pending');
  await order('momo', '+250788000002', 'story-paid');
  await order('cash', '+250788000003', 'story-cash');
  if (access && refresh) s.store.setTokens(access, refresh);
}

const meta = {
  title: 'Selling/MyListingsPage',
  component: MyListingsPage,
  parameters: { layout: 'fullscreen' },
  loaders: asSeller(),
  render: (_args, { loaded }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry="/marketplace/mine" path="/marketplace/mine">
      <MyListingsPage />
    </StoryFrame>
  ),
} satisfies Meta<typeof MyListingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (el: HTMLElement, testId: 'my-listings' | 'seller-orders') =>
  waitFor(() => {
    const found = el.querySelector(`[data-testid="${testId}"]`);
    if (!found) throw new Error(`${testId} not rendered`);
    return found as HTMLElement;
  });
const panelState = async (el: HTMLElement, testId: 'my-listings' | 'seller-orders', state: string) => {
  const p = await panel(el, testId);
  await waitFor(() => expect(p).toHaveAttribute('data-state', state));
  return p;
};
const ordersTab = (el: HTMLElement) => userEvent.click(within(el).getByRole('tab', { name: 'Orders' }));

// ---------------------------------------------------------------------------------------------
// Listings tab
// ---------------------------------------------------------------------------------------------

/** Jean's listings with their status; Pause, Publish and Mark sold change it. */
export const Listings: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = within(await panelState(canvasElement, 'my-listings', 'list'));
    const s = apiOf(loaded);
    const mine = jeanListings(s);
    await expect(list.getAllByRole('listitem', { name: /./ }).length).toBeGreaterThanOrEqual(mine.length);
    const first = mine[0];
    if (!first) throw new Error('no listing');
    const card = within(list.getByRole('listitem', { name: first.title }));
    await expect(card.getByText('Published')).toBeVisible();
    await expect(card.getByRole('link', { name: `Edit ${first.title}` })).toHaveAttribute(
      'href',
      `/marketplace/mine/${first.id}/edit`,
    );
    await userEvent.click(card.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(card.getByText('Paused')).toBeVisible());
    await expect(s.db.marketplace.listings.find((l) => l.id === first.id)?.status).toBe('paused');
    await userEvent.click(card.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(card.getByText('Published')).toBeVisible());
    await userEvent.click(card.getByRole('button', { name: 'Mark sold' }));
    await waitFor(() => expect(card.getByText('Sold')).toBeVisible());
    await expect(card.queryByRole('button', { name: 'Mark sold' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sell a part' })).toHaveAttribute(
      'href',
      '/marketplace/sell',
    );
  },
};

/** Delete asks first; Delete removes the listing from the list. */
export const DeleteListing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const list = within(await panelState(canvasElement, 'my-listings', 'list'));
    const first = jeanListings(apiOf(loaded))[0];
    if (!first) throw new Error('no listing');
    await userEvent.click(list.getByRole('button', { name: `Delete ${first.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list.queryByRole('listitem', { name: first.title })).toBeNull());
    await expect(apiOf(loaded).count('DELETE /marketplace/listings/{id}')).toBe(1);
    // The story ends with the dialog gone, not on its way out.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The dialog's pending Delete button unmounted while react-aria still announces it.
    clearLiveAnnouncer();
  },
};

/** A refused status change toasts the server's reason and keeps the status. */
export const ActionFailed: Story = {
  loaders: asSeller({
    failures: { 'PATCH /marketplace/listings/{id}': { status: 409, message: 'Listing is locked.' } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const list = within(await panelState(canvasElement, 'my-listings', 'list'));
    const first = jeanListings(apiOf(loaded))[0];
    if (!first) throw new Error('no listing');
    const card = within(list.getByRole('listitem', { name: first.title }));
    await userEvent.click(card.getByRole('button', { name: 'Pause' }));
    await expectToast('Could not update the listing', 'Listing is locked.');
    await expect(card.getByText('Published')).toBeVisible();
  },
};

/** A member who never sold anything: the empty state leads to Sell a part. */
export const ListingsEmpty: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const p = within(await panelState(canvasElement, 'my-listings', 'empty'));
    await expect(p.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Sell a part' })).toHaveAttribute('href', '/marketplace/sell');
  },
};

/** GET /marketplace/mine is on its way. */
export const ListingsLoading: Story = {
  loaders: asSeller({ delays: { 'GET /marketplace/mine': 'never' } }),
  play: async ({ canvasElement }) => {
    const p = within(await panelState(canvasElement, 'my-listings', 'loading'));
    await expect(p.getByRole('progressbar', { name: 'Loading your listings…' })).toBeVisible();
  },
};

/** GET /marketplace/mine failed: the message and Try again (which loads again). */
export const ListingsError: Story = {
  loaders: asSeller({ failures: { 'GET /marketplace/mine': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    const p = within(await panelState(canvasElement, 'my-listings', 'error'));
    await expect(p.getByText('Failed to load your listings.')).toBeVisible();
    apiOf(loaded).fail('GET /marketplace/mine', null);
    await userEvent.click(p.getByRole('button', { name: 'Try again' }));
    await panelState(canvasElement, 'my-listings', 'list');
  },
};

// ---------------------------------------------------------------------------------------------
// Orders tab
// ---------------------------------------------------------------------------------------------

/** Orders on Jean's listings: Confirm a paid one, Mark completed a confirmed one; the tab is in the URL. */
export const Orders: Story = {
  loaders: asSeller({}, placeOrders),
  play: async ({ canvasElement, loaded }) => {
    await ordersTab(canvasElement);
    const list = within(await panelState(canvasElement, 'seller-orders', 'list'));
    const s = apiOf(loaded);
    const [pending, paid, cash] = [...s.db.marketplace.orders].reverse();
    if (!pending || !paid || !cash) throw new Error('orders missing');
    const cashCard = within(list.getByRole('listitem', { name: `Order #${cash.id}` }));
    await expect(cashCard.getByText('Confirmed')).toBeVisible();
    await expect(cashCard.getByText(/Cash on delivery/)).toBeVisible();
    await expect(cashCard.getByText(/Amina Uwase · \+250788000003 · KG 11 Ave 5, Kigali/)).toBeVisible();
    await userEvent.click(cashCard.getByRole('button', { name: `Mark completed: Order #${cash.id}` }));
    await waitFor(() => expect(cashCard.getByText('Completed')).toBeVisible());
    await expect(cashCard.queryByRole('button')).toBeNull();

    const paidCard = within(list.getByRole('listitem', { name: `Order #${paid.id}` }));
    await expect(paidCard.getByText('Paid')).toBeVisible();
    await userEvent.click(paidCard.getByRole('button', { name: `Confirm: Order #${paid.id}` }));
    await waitFor(() => expect(paidCard.getByText('Confirmed')).toBeVisible());
    await expect(paidCard.getByRole('button', { name: `Mark completed: Order #${paid.id}` })).toBeEnabled();

    const pendingCard = within(list.getByRole('listitem', { name: `Order #${pending.id}` }));
    await expect(pendingCard.getByText('Awaiting payment')).toBeVisible();
    await expect(s.callsOf('POST /marketplace/orders/{id}/status').map((c) => c.body)).toEqual([
      { status: 'completed' },
      { status: 'confirmed' },
    ]);
  },
};

/** Cancel asks first ('Keep order' backs out); Cancel order gives the stock back. */
export const CancelOrder: Story = {
  loaders: asSeller({}, placeOrders),
  play: async ({ canvasElement, loaded }) => {
    await ordersTab(canvasElement);
    const list = within(await panelState(canvasElement, 'seller-orders', 'list'));
    const pending = apiOf(loaded).db.marketplace.orders.at(-1);
    if (!pending) throw new Error('order missing');
    const name = `Order #${pending.id}`;
    const card = within(list.getByRole('listitem', { name }));
    await userEvent.click(card.getByRole('button', { name: `Cancel order: ${name}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await expect(card.getByText('Awaiting payment')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: `Cancel order: ${name}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(card.getByText('Cancelled')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The dialog's pending button unmounted while react-aria still announces it.
    clearLiveAnnouncer();
  },
};

/** No orders yet. */
export const OrdersEmpty: Story = {
  play: async ({ canvasElement }) => {
    await ordersTab(canvasElement);
    const p = within(await panelState(canvasElement, 'seller-orders', 'empty'));
    await expect(p.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/** GET /marketplace/orders failed: the message and Try again. */
export const OrdersError: Story = {
  loaders: asSeller({ failures: { 'GET /marketplace/orders': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await ordersTab(canvasElement);
    const p = within(await panelState(canvasElement, 'seller-orders', 'error'));
    await expect(p.getByText('Failed to load your orders.')).toBeVisible();
    await userEvent.click(p.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(apiOf(loaded).count('GET /marketplace/orders')).toBe(2));
  },
};

/** A refused order move (409) toasts the server's reason. */
export const OrderActionRefused: Story = {
  loaders: asSeller({}, async (s) => {
    await placeOrders(s);
    s.fail('POST /marketplace/orders/{id}/status', {
      status: 409,
      message: 'An order that is completed cannot become completed.',
    });
  }),
  play: async ({ canvasElement, loaded }) => {
    await ordersTab(canvasElement);
    const list = within(await panelState(canvasElement, 'seller-orders', 'list'));
    const cash = apiOf(loaded).db.marketplace.orders[0];
    if (!cash) throw new Error('order missing');
    const card = within(list.getByRole('listitem', { name: `Order #${cash.id}` }));
    await userEvent.click(card.getByRole('button', { name: `Mark completed: Order #${cash.id}` }));
    await expectToast('Could not update the order', 'An order that is completed cannot become completed.');
  },
};

/** The listings' failure in French (issue #16 "Locale"): the catalog's message in the member's language. */
export const French: Story = {
  loaders: asSeller({ failures: { 'GET /marketplace/mine': { status: 503 } } }),
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <StoryFrame api={apiOf(loaded).api} initialEntry="/marketplace/mine" path="/marketplace/mine">
        <MyListingsPage />
      </StoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const p = within(await panelState(canvasElement, 'my-listings', 'error'));
    await expect(p.getByText('Impossible de charger vos annonces.')).toBeVisible();
  },
};

/**
 * My listings in French (issue #16 "Locale"; the `language` global): title, tabs, a listing's status
 * and actions, and on the Orders tab an order's title, state, payment method and actions.
 */
export const FrenchListingsAndOrders: Story = {
  globals: { language: 'fr' },
  loaders: asSeller({}, placeOrders),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = within(await panelState(canvasElement, 'my-listings', 'list'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes annonces' })).toBeVisible();
    const first = jeanListings(apiOf(loaded))[0];
    if (!first) throw new Error('no listing');
    const card = within(list.getByRole('listitem', { name: first.title }));
    await expect(card.getByText('Publiée')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    await expect(card.getByRole('link', { name: `Modifier ${first.title}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Commandes' }));
    const orders = within(await panelState(canvasElement, 'seller-orders', 'list'));
    const cash = [...apiOf(loaded).db.marketplace.orders].reverse()[2];
    if (!cash) throw new Error('orders missing');
    const cashCard = within(orders.getByRole('listitem', { name: `Commande n° ${cash.id}` }));
    await expect(cashCard.getByText('Confirmée')).toBeVisible();
    await expect(cashCard.getByText(/Paiement à la livraison/)).toBeVisible();
    await expect(
      cashCard.getByRole('button', { name: `Marquer terminée : Commande n° ${cash.id}` }),
    ).toBeVisible();
  },
};
