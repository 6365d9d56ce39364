import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncer, expectToast } from '../testing/authStory';
import {
  apiOf,
  button,
  type CheckoutArgs,
  checkoutStories,
  inState,
  pay,
  signedIn,
  toContact,
  toPayment,
} from '../testing/checkoutStory';

/**
 * The /checkout page against the fake backend (issue #10): the states of the `checkout` machine
 * before the order is placed (loading, review, contact, payment, placing), driven through the page
 * as a buyer would; waiting for the phone and the outcomes are in `CheckoutPaying.stories.tsx`.
 * Listing 1 is 'Akebono Front brake pads' at RWF 45,500 (6 in stock) from Gikondo Auto Parts. Test
 * numbers: …000002 approved, …000001 declined; any other waits for the phone (or the simulator).
 */
const meta = { title: 'Checkout/CheckoutPage', ...checkoutStories } satisfies Meta<CheckoutArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** The review step in French (issue #16): the progress, the steps list and the items list are named in French. */
export const French: Story = {
  parameters: { machine: { id: 'checkout', state: 'review' } },
  args: { entry: '/checkout?item_id=1&quantity=2' },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const root = await inState(canvasElement, 'review');
    await expect(within(root).getByText('Étape 1 sur 3')).toBeVisible();
    const steps = within(root).getByRole('list', { name: 'Étapes de la commande' });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Récapitulatif');
    await expect(within(root).getByRole('list', { name: 'Articles' })).toBeVisible();
  },
};
