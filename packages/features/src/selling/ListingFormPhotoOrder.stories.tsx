import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UNVERIFIED_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, withScenario } from '../testing/msw';
import { apiOf, button, JEAN_LISTING_ID, renderForm, waitForState } from '../testing/sellingStory';
import { clearLiveAnnouncer } from '../testing/vehiclesStory';
import { ListingFormPage } from './ListingFormPage';

/** Jean's listing with three photos (cover first): ids 9001, 9002, 9003. */
function threePhotos(s: Scenario) {
  const listing = s.db.marketplace.listings.find((l) => l.id === JEAN_LISTING_ID);
  if (!listing) throw new Error('no listing of Jean');
  listing.images = [9001, 9002, 9003].map((id, position) => {
    const url = `/api/v1/marketplace/images/brakes-${position}.svg`;
    return { id, position, url, medium_url: url, thumb_url: url };
  });
  listing.image_url = listing.images[0]?.medium_url ?? null;
}
const asSellerWithPhotos = (options: ScenarioOptions = {}) =>
  withScenario({ signedInAs: UNVERIFIED_USER.email, ...options }, threePhotos);

/**
 * Photo order in the listing form (issue #10 "Selling"): each photo moves one place earlier or later
 * with accessible buttons; the first is the cover; the order is saved with the listing (PUT
 * …/photos/order, state `orderingPhotos`).
 */
const meta = {
  title: 'Selling/ListingFormPage/Photo order',
  component: ListingFormPage,
  parameters: { layout: 'fullscreen' },
  loaders: asSellerWithPhotos(),
  render: renderForm(() => ({ listingId: JEAN_LISTING_ID })),
} satisfies Meta<typeof ListingFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The photo names in the form's order. */
const photoNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Photos of the listing' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt')?.replace('Preview of ', ''));

/** Move the third photo to the front: it becomes the cover; the ends' buttons are disabled. */
export const ReorderPhotos: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await waitFor(() => expect(photoNames(canvas)).toEqual(['Photo 9001', 'Photo 9002', 'Photo 9003']));
    await expect(canvas.getByText('Cover · 1 of 3')).toBeVisible();
    await expect(button(canvas, 'Move Photo 9001 earlier')).toBeDisabled();
    await expect(button(canvas, 'Move Photo 9003 later')).toBeDisabled();
    await userEvent.click(button(canvas, 'Move Photo 9003 earlier'));
    await userEvent.click(button(canvas, 'Move Photo 9003 earlier'));
    await expect(photoNames(canvas)).toEqual(['Photo 9003', 'Photo 9001', 'Photo 9002']);
    await expect(button(canvas, 'Move Photo 9003 earlier')).toBeDisabled();
    // The keyboard works too: Tab to a move button and press Enter.
    button(canvas, 'Move Photo 9001 later').focus();
    await userEvent.keyboard('{Enter}');
    await expect(photoNames(canvas)).toEqual(['Photo 9003', 'Photo 9002', 'Photo 9001']);
  },
};

/** Save changes after a move: the update, then the order is being sent (an unanswered call here). */
export const OrderingPhotos: Story = {
  parameters: { machine: { id: 'listingForm', state: 'orderingPhotos' } },
  loaders: asSellerWithPhotos({ delays: { 'PUT /marketplace/listings/{id}/photos/order': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Photo 9002 earlier' }));
    await userEvent.click(button(canvas, 'Save changes'));
    await waitForState(canvasElement, 'orderingPhotos');
    await expect(canvas.getByRole('status')).toHaveTextContent('Listing saved. Sending photos…');
    await expect(canvas.queryByRole('button', { name: /Move Photo/ })).toBeNull();
    await expect(apiOf(loaded).count('PATCH /marketplace/listings/{id}')).toBe(1);
    await waitFor(() =>
      expect(apiOf(loaded).callsOf('PUT /marketplace/listings/{id}/photos/order')[0]?.body).toEqual({
        image_ids: [9002, 9001, 9003],
      }),
    );
  },
};

/** The order is saved: the listing's cover is the photo moved first. */
export const PhotoOrderSaved: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saved' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Photo 9003 earlier' }));
    await userEvent.click(button(canvas, 'Move Photo 9003 earlier'));
    await userEvent.click(button(canvas, 'Save changes'));
    await waitForState(canvasElement, 'saved');
    const listing = apiOf(loaded).db.marketplace.listings.find((l) => l.id === JEAN_LISTING_ID);
    await expect(listing?.images.map((i) => i.id)).toEqual([9003, 9001, 9002]);
    await expect(listing?.image_url).toBe(listing?.images[0]?.medium_url);
    clearLiveAnnouncer();
  },
};

/** Sending the order fails: the listing is saved; Retry all sends the order again (and fails again). */
export const PhotoOrderFailed: Story = {
  parameters: { machine: { id: 'listingForm', state: 'photosFailed' } },
  loaders: asSellerWithPhotos({
    failures: {
      'PUT /marketplace/listings/{id}/photos/order': { status: 503, message: 'Service unavailable.' },
    },
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Photo 9002 earlier' }));
    await userEvent.click(button(canvas, 'Save changes'));
    await waitForState(canvasElement, 'photosFailed');
    await expect(canvas.getByTestId('photos-failed')).toBeVisible();
    await userEvent.click(button(canvas, 'Retry all'));
    await waitForState(canvasElement, 'photosFailed');
    await expect(apiOf(loaded).count('PUT /marketplace/listings/{id}/photos/order')).toBe(2);
    await expect(button(canvas, 'Continue without them')).toBeEnabled();
    clearLiveAnnouncer();
  },
};
