import { createMemoryStorage } from '@gari/client/storage';
import type { Listing } from '@gari/contract/marketplace';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createLocalCart, LOCAL_CART_KEY } from '../cart/localCart';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { LISTING_TEXTS, ListingPage } from './ListingPage';

const apiOf = scenarioOf;
const rootOf = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

interface Args {
  entry: string;
}

/** Changes listing `id` of the scenario before the story renders. */
const withListing = (id: number, patch: Partial<Listing>, options: Parameters<typeof withScenario>[0] = {}) =>
  withScenario(options, (s: Scenario) => {
    const listing = s.db.marketplace.listings.find((l) => l.id === id);
    if (!listing) throw new Error(`no listing ${id}`);
    Object.assign(listing, patch);
  });

const meta = {
  title: 'Spareshop/ListingPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/marketplace/1' },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/marketplace/:id"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
      localCart={(loaded as { localCart?: ReturnType<typeof createLocalCart> }).localCart}
    >
      <ListingPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const settled = (el: HTMLElement) =>
  waitFor(() => expect(rootOf(el).getAttribute('data-state')).toMatch(/ready|not-found|error/));
const listingOf = (loaded: Record<string, unknown>, id: number) => {
  const l = apiOf(loaded).db.marketplace.listings.find((x) => x.id === id);
  if (!l) throw new Error(`no listing ${id}`);
  return l;
};

/**
 * A part opened from a shared link: photo, title, badges, price with currency, stock, the fitment
 * table and OEM number, the seller, Proceed to Checkout (→ /checkout?item_id=1) and Contact on
 * WhatsApp (wa.me with the number's digits, the title and the listing's URL); back to /marketplace.
 */
export const Part: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const l = listingOf(loaded, 1);
    await expect(canvas.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(canvas.getByText('RWF 45,500')).toBeVisible();
    await expect(canvas.getByText(`${l.location} · ${l.stock} in stock`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: l.title })).toHaveAttribute('src', l.images[0]?.url);
    const table = canvas.getByRole('table', { name: /Make, model and years/ });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ToyotaRAV42013–2018');
    await expect(canvas.getByText('04465-42160')).toBeVisible();
    await expect(canvas.getByRole('link', { name: LISTING_TEXTS.checkout })).toHaveAttribute(
      'href',
      '/checkout?item_id=1',
    );
    const whatsapp = canvas.getByRole('link', { name: LISTING_TEXTS.whatsapp });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    await expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/250788301122');
    await expect(href.searchParams.get('text')).toBe(
      `Hello, is this still available? ${l.title} ${window.location.origin}/marketplace/1`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: LISTING_TEXTS.buyOnSite })).toBeNull();
    await expect(canvas.getByRole('link', { name: LISTING_TEXTS.back })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    const seller = within(canvas.getByRole('region', { name: 'Seller' }));
    await expect(seller.getByText('Gikondo Auto Parts')).toBeVisible();
    await expect(seller.getByText('Parts shop · Kigali, RW')).toBeVisible();
  },
};

/** A visitor adds it to the cart: 'Added to cart', and the page says how many are in the cart. */
export const AddToCart: Story = {
  loaders: [...withScenario(), async () => ({ localCart: createLocalCart(createMemoryStorage()) })],
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LISTING_TEXTS.addToCart }));
    await expectToast('Added to cart', listingOf(loaded, 1).title);
    await expect(await canvas.findByRole('link', { name: 'In your cart: 1 · View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    const local = (loaded as { localCart: ReturnType<typeof createLocalCart> }).localCart;
    await expect(local.items()).toEqual([{ listing_id: 1, quantity: 1 }]);
    await expect(apiOf(loaded).count('PUT /cart/items/{listing_id}')).toBe(0);
    clearAnnouncer();
  },
};

/** The last unit is already in the visitor's cart: adding another is refused with the stock. */
export const AddBeyondStock: Story = {
  args: { entry: '/marketplace/4' },
  loaders: [
    ...withScenario(),
    async () => ({
      localCart: createLocalCart(
        createMemoryStorage({ [LOCAL_CART_KEY]: JSON.stringify([{ listing_id: 4, quantity: 1 }]) }),
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'In your cart: 1 · View cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LISTING_TEXTS.addToCart }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only 1 left in stock.');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A member adds it: PUT /cart/items/1 with quantity 1 (the server's cart). */
export const AddToCartMember: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: LISTING_TEXTS.addToCart });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expectToast('Added to cart');
    await expect(apiOf(loaded).callsOf('PUT /cart/items/{listing_id}')).toEqual([
      expect.objectContaining({ params: { listing_id: '1' }, body: { quantity: 1 } }),
    ]);
    await expect(apiOf(loaded).db.marketplace.carts).toEqual([{ user_id: 1, listing_id: 1, quantity: 1 }]);
    clearAnnouncer();
  },
};

/** A member whose 2018 Toyota RAV4 is in the fitment: "Fits your 2018 Toyota RAV4". */
export const FitsYourCar: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByTestId('fits-notice')).toHaveTextContent(
      'Fits your 2018 Toyota RAV4',
    );
  },
};

/** A member whose cars are not in the fitment is told to check it. */
export const NotForYourCars: Story = {
  args: { entry: '/marketplace/4' },
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LISTING_TEXTS.noFit)).toBeVisible();
    await expect(canvas.queryByTestId('fits-notice')).toBeNull();
  },
};

/** A car for sale: year, mileage in km, fuel and gearbox; no fitment table. */
export const Car: Story = {
  args: { entry: '/marketplace/25' },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const car = listingOf(loaded, 25);
    await expect(canvas.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About this car' })).toBeVisible();
    await expect(canvas.getByText(`${car.mileage?.toLocaleString('en-US')} km`)).toBeVisible();
    await expect(canvas.getByText(car.fuel ?? '')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No WhatsApp contact: Contact Seller calls the seller's phone; Buy on Seller Site opens `buy_url`. */
export const ContactSellerAndSellerSite: Story = {
  loaders: withListing(1, { contact_whatsapp: null, buy_url: 'https://gikondo-parts.example/p/04465-42160' }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: LISTING_TEXTS.whatsapp })).toBeNull();
    await expect(canvas.getByRole('link', { name: LISTING_TEXTS.contactSeller })).toHaveAttribute(
      'href',
      'tel:+250788301122',
    );
    const site = canvas.getByRole('link', { name: LISTING_TEXTS.buyOnSite });
    await expect(site).toHaveAttribute('href', 'https://gikondo-parts.example/p/04465-42160');
    await expect(site).toHaveAttribute('target', '_blank');
  },
};

/** Neither WhatsApp nor a phone: Contact Seller is disabled and says why. */
export const NoContact: Story = {
  loaders: withScenario({}, (s) => {
    const l = s.db.marketplace.listings.find((x) => x.id === 1);
    if (!l) throw new Error('no listing 1');
    l.contact_whatsapp = null;
    l.seller = { ...l.seller, phone: null, whatsapp: null };
  }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: LISTING_TEXTS.contactSeller });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(LISTING_TEXTS.noPhone);
  },
};

/** Several photos: thumbnails switch the large photo. */
export const Gallery: Story = {
  loaders: withScenario({}, (s) => {
    const l = s.db.marketplace.listings.find((x) => x.id === 1);
    if (!l) throw new Error('no listing 1');
    l.images = [0, 1, 2].map((i) => {
      const url = `/api/v1/marketplace/images/brakes-${i}.svg`;
      return { id: 100 + i, position: i, url, medium_url: url, thumb_url: url };
    });
  }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const photos = within(canvas.getByRole('list', { name: 'Photos' }));
    await expect(photos.getAllByRole('button')).toHaveLength(3);
    await expect(photos.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(photos.getByRole('button', { name: 'Show photo 3 of 3' }));
    await expect(canvas.getAllByRole('img').find((i) => i.getAttribute('alt') !== '')).toHaveAttribute(
      'src',
      '/api/v1/marketplace/images/brakes-2.svg',
    );
    await expect(photos.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Sold out: Add to cart and Proceed to Checkout are disabled. */
export const SoldOut: Story = {
  loaders: withListing(1, { stock: 0 }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${listingOf(loaded, 1).location} · Sold out`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: LISTING_TEXTS.addToCart })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: LISTING_TEXTS.checkout })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An unknown id: 'Listing not found' with a way back. */
export const NotFound: Story = {
  args: { entry: '/marketplace/9999' },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'not-found');
    await expect(canvas.getByRole('heading', { level: 1, name: LISTING_TEXTS.notFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the Spareshop' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    await expect(apiOf(loaded).count('GET /marketplace/listings/{id}')).toBe(1);
  },
};

/** Not an id at all: not found without asking the server. */
export const NotAnId: Story = {
  args: { entry: '/marketplace/brake-pads' },
  play: async ({ canvasElement, loaded }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'not-found');
    await expect(apiOf(loaded).count('GET /marketplace/listings/{id}')).toBe(0);
  },
};

/** The server fails: 'Failed to load' with the message and Try again. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { 'GET /marketplace/listings/{id}': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('GET /marketplace/listings/1 failed: 503');
    apiOf(loaded).fail('GET /marketplace/listings/{id}', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};

/** Waiting for the listing. */
export const Loading: Story = {
  loaders: withScenario({ delays: { 'GET /marketplace/listings/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading listing…' })).toBeVisible();
  },
};

/**
 * A Kenyan listing seen from Rwanda (issue #12): the price in KES with "≈ RWF …" from the rates
 * (KES 4,500.50 at the demo rates KES 129.2 and RWF 1452 per USD ≈ RWF 50,578).
 */
export const ForeignPrice: Story = {
  loaders: withListing(1, {
    price: 4500.5,
    price_minor: 450050,
    currency: 'KES',
    currency_exponent: 2,
    country: 'KE',
  }),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const hint = await within(canvasElement).findByTestId('approx-price');
    await expect(hint.parentElement).toHaveTextContent('KES 4,500.50');
    await expect(hint).toHaveTextContent('RWF 50,578');
  },
};

/**
 * The detail page in French (issue #16 "Locale"; the `language` global): stock, the buy buttons, the
 * fitment table, the condition badge, the seller's kind and the WhatsApp greeting.
 */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const l = listingOf(loaded, 1);
    await expect(canvas.getByText(`${l.location} · ${l.stock} en stock`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passer la commande' })).toHaveAttribute(
      'href',
      '/checkout?item_id=1',
    );
    await expect(canvas.getByRole('table', { name: /Marque, modèle et années/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Années' })).toBeVisible();
    const seller = within(canvas.getByRole('region', { name: 'Vendeur' }));
    await expect(seller.getByText('Magasin de pièces · Kigali, RW')).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: 'Contacter sur WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    await expect(href.searchParams.get('text')).toMatch(/^Bonjour, est-ce toujours disponible \? /);
    await expect(canvas.getByRole('link', { name: '← Retour aux pièces détachées' })).toBeVisible();
  },
};
