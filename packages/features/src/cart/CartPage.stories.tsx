import { createMemoryStorage } from '@gari/client/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { CartPage } from './CartPage';
import { createLocalCart, LOCAL_CART_KEY, type LocalCart, type LocalCartItem } from './localCart';
import { t } from './messages';

const apiOf = scenarioOf;
const localOf = (loaded: Record<string, unknown>) => (loaded as { localCart: LocalCart }).localCart;
const rootOf = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;
/** The demo member's id in the fake backend. */
const MEMBER_ID = 1;

/**
 * Loaders of a cart story: the fake backend (`options`, the member's server cart `server`) and the
 * visitor cart in memory (`local`).
 */
function cartScenario(
  opts: {
    options?: ScenarioOptions;
    server?: LocalCartItem[];
    local?: LocalCartItem[];
    setup?: (s: Scenario) => void;
  } = {},
) {
  return [
    ...withScenario(opts.options ?? {}, (s) => {
      for (const item of opts.server ?? []) s.db.marketplace.carts.push({ user_id: MEMBER_ID, ...item });
      opts.setup?.(s);
    }),
    async () => ({
      localCart: createLocalCart(
        createMemoryStorage(opts.local ? { [LOCAL_CART_KEY]: JSON.stringify(opts.local) } : {}),
      ),
    }),
  ];
}
const member = { signedInAs: DEMO_USER.email };

const meta = {
  title: 'Spareshop/CartPage',
  component: CartPage,
  parameters: { layout: 'fullscreen' },
  loaders: cartScenario(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/cart"
      mainWidth="min(100vw, 75rem)"
      localCart={localOf(loaded)}
    >
      <CartPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const settledIn = (el: HTMLElement, state: string) =>
  waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', state));
const lineOf = (el: HTMLElement, id: number) =>
  el.querySelector(`li[data-listing-id="${id}"]`) as HTMLElement;

/** The session is still being checked (stored token, GET /users/me pending): the cart waits. */
export const Waiting: Story = {
  parameters: { machine: { id: 'cart', state: 'waiting' } },
  loaders: cartScenario({ options: { ...member, delays: { 'GET /users/me': 'never' } } }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'waiting');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('loading'));
    await expect(apiOf(loaded).count('GET /cart/items')).toBe(0);
  },
};

/** A member's cart is loading (GET /cart/items pending). */
export const Loading: Story = {
  parameters: { machine: { id: 'cart', state: 'loading' } },
  loaders: cartScenario({ options: { ...member, delays: { 'GET /cart/items': 'never' } } }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'loading');
    await expect(rootOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Just signed in with parts in the visitor cart: they are being merged (POST /cart/merge pending). */
export const Merging: Story = {
  parameters: { machine: { id: 'cart', state: 'merging' } },
  loaders: cartScenario({
    options: { ...member, delays: { 'POST /cart/merge': 'never' } },
    local: [{ listing_id: 1, quantity: 1 }],
  }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'merging');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('merging'));
    await waitFor(() =>
      expect(apiOf(loaded).callsOf('POST /cart/merge')[0]?.body).toEqual({
        items: [{ listing_id: 1, quantity: 1 }],
      }),
    );
    await expect(localOf(loaded).items()).toHaveLength(1);
  },
};

/**
 * The merge at sign-in: the visitor cart's line joins the member's server cart, the local cart is
 * emptied, 'Cart updated' is toasted, and checkout goes straight to /checkout.
 */
export const MergedAtSignIn: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({
    options: member,
    server: [{ listing_id: 5, quantity: 2 }],
    local: [{ listing_id: 1, quantity: 1 }],
  }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expectToast(t('mergedTitle'), t('merged'));
    await expect(lineOf(canvasElement, 1)).toBeVisible();
    await expect(lineOf(canvasElement, 5)).toBeVisible();
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(localOf(loaded).items()).toEqual([]);
    await expect(canvas.getByRole('link', { name: t('checkout') })).toHaveAttribute('href', '/checkout');
    await expect(canvas.queryByText(t('signInToCheckout'))).toBeNull();
  },
};

/**
 * A visitor's cart from local storage: image, title (→ listing), seller, price, stock, quantity and
 * line total; the total; Proceed to Checkout goes through sign-in (/login?next=/checkout).
 */
export const VisitorCart: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({
    local: [
      { listing_id: 1, quantity: 2 },
      { listing_id: 5, quantity: 1 },
    ],
  }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    const pads = within(lineOf(canvasElement, 1));
    const title = apiOf(loaded).db.marketplace.listings.find((l) => l.id === 1)?.title ?? '';
    await expect(pads.getByRole('link', { name: title })).toHaveAttribute('href', '/marketplace/1');
    await expect(pads.getByRole('group', { name: `Quantity of ${title}` })).toHaveTextContent('2');
    await expect(pads.getByText('RWF 91,000')).toBeVisible();
    await expect(pads.getByText('6 in stock')).toBeVisible();
    const totals = within(canvas.getByRole('complementary', { name: 'Totals' }));
    await expect(totals.getByText('RWF 102,500')).toBeVisible();
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('checkout') })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
    await expect(canvas.getByText(t('signInToCheckout'))).toBeVisible();
    await expect(apiOf(loaded).count('GET /cart/items')).toBe(0);
  },
};

/** Parts from Rwanda and Kenya: one total per currency, each in its own currency. */
export const TwoCurrencies: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({ options: member, server: [{ listing_id: 1, quantity: 1 }], setup: addKenyan }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'ready');
    const totals = within(within(canvasElement).getByRole('complementary', { name: 'Totals' }));
    await expect(totals.getByText('Total (RWF)')).toBeVisible();
    await expect(totals.getByText('RWF 45,500')).toBeVisible();
    await expect(totals.getByText('Total (KES)')).toBeVisible();
    await expect(totals.getByText(/^KES /)).toBeVisible();
  },
};
/** Puts the first Kenyan listing in the member's cart. */
function addKenyan(s: Scenario) {
  const ke = s.db.marketplace.listings.find((l) => l.country === 'KE' && l.kind === 'part');
  if (!ke) throw new Error('no Kenyan part');
  s.db.marketplace.carts.push({ user_id: MEMBER_ID, listing_id: ke.id, quantity: 1 });
}

/** The stepper changes the quantity (the total follows); + stops at the stock. */
export const ChangeQuantity: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({ local: [{ listing_id: 3, quantity: 1 }] }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'ready');
    const line = within(lineOf(canvasElement, 3));
    const stock = apiOf(loaded).db.marketplace.listings.find((l) => l.id === 3)?.stock ?? 0;
    await expect(stock).toBe(2);
    const plus = line.getByRole('button', { name: /Increase/ });
    await userEvent.click(plus);
    await waitFor(() => expect(localOf(loaded).items()).toEqual([{ listing_id: 3, quantity: 2 }]));
    await settledIn(canvasElement, 'ready');
    await expect(line.getByRole('status')).toHaveTextContent('2');
    await expect(line.getByText('RWF 264,000')).toBeVisible();
    await expect(plus).toBeDisabled();
    await userEvent.click(line.getByRole('button', { name: /Decrease/ }));
    await waitFor(() => expect(localOf(loaded).items()).toEqual([{ listing_id: 3, quantity: 1 }]));
  },
};

/** A member's change is being saved (PUT /cart/items/{id} pending): the cart is busy. */
export const Saving: Story = {
  parameters: { machine: { id: 'cart', state: 'saving' } },
  loaders: cartScenario({
    options: { ...member, delays: { 'PUT /cart/items/{listing_id}': 'never' } },
    server: [{ listing_id: 1, quantity: 1 }],
  }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'ready');
    const line = within(lineOf(canvasElement, 1));
    await userEvent.click(line.getByRole('button', { name: /Increase/ }));
    await settledIn(canvasElement, 'saving');
    await expect(lineOf(canvasElement, 1)).toHaveAttribute('aria-busy', 'true');
    await expect(line.getByRole('button', { name: /^Remove/ })).toBeDisabled();
    await expect(within(canvasElement).getByRole('link', { name: t('checkout') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refuses a quantity (422 on quantity): its reason shows, the cart is unchanged. */
export const QuantityRefused: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({
    options: {
      ...member,
      failures: {
        'PUT /cart/items/{listing_id}': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { quantity: ['Only 1 left in stock.'] },
        },
      },
    },
    server: [{ listing_id: 1, quantity: 1 }],
  }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'ready');
    const line = within(lineOf(canvasElement, 1));
    await userEvent.click(line.getByRole('button', { name: /Increase/ }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only 1 left in stock.');
    await expect(line.getByRole('status')).toHaveTextContent('1');
  },
};

/** A line whose stock fell below its quantity: marked, left out of the total, still removable. */
export const UnavailableLine: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({
    options: member,
    server: [{ listing_id: 4, quantity: 3 }],
  }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(within(lineOf(canvasElement, 4)).getByText(t('unavailable'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('checkout') })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Remove the only line: the empty cart. */
export const RemoveLastLine: Story = {
  parameters: { machine: { id: 'cart', state: 'empty' } },
  loaders: cartScenario({ local: [{ listing_id: 5, quantity: 1 }] }),
  play: async ({ canvasElement, loaded }) => {
    await settledIn(canvasElement, 'ready');
    await userEvent.click(within(lineOf(canvasElement, 5)).getByRole('button', { name: /^Remove/ }));
    await settledIn(canvasElement, 'empty');
    await expect(localOf(loaded).items()).toEqual([]);
    clearAnnouncer();
  },
};

/** Nothing in the cart: the empty text and a link to the Spareshop. */
export const Empty: Story = {
  parameters: { machine: { id: 'cart', state: 'empty' } },
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'empty');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('browse') })).toHaveAttribute('href', '/marketplace');
    await expect(canvas.queryByRole('link', { name: t('checkout') })).toBeNull();
  },
};

/** The member cart fails to load: 'Failed to load' with the message and Try again. */
export const Failed: Story = {
  parameters: { machine: { id: 'cart', state: 'failed' } },
  loaders: cartScenario({ options: { ...member, failures: { 'GET /cart/items': { status: 500 } } } }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'failed');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('failedTitle'));
    await expect(alert).toHaveTextContent('GET /cart/items failed: 500');
    await expect(within(alert).getByRole('button', { name: t('tryAgain') })).toBeVisible();
  },
};

/** Try again after a failure loads the cart. */
export const RetryAfterFailure: Story = {
  parameters: { machine: { id: 'cart', state: 'ready' } },
  loaders: cartScenario({
    options: member,
    server: [{ listing_id: 5, quantity: 1 }],
    setup: (s) => s.fail('GET /cart/items', { status: 503 }, 1),
  }),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'failed');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tryAgain') }));
    await settledIn(canvasElement, 'ready');
    await expect(lineOf(canvasElement, 5)).toBeVisible();
    clearAnnouncer();
  },
};

/** The empty cart in French (issue #16 "Locale"): the heading, the empty text and the link. */
export const French: Story = {
  parameters: { machine: { id: 'cart', state: 'empty' } },
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/cart" localCart={localOf(loaded)}>
        <CartPage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await settledIn(canvasElement, 'empty');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
    await expect(canvas.getByText('Votre panier est vide.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Parcourir les pièces détachées' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  },
};
