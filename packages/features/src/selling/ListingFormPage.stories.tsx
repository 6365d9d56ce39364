import { type ListingBody, listingFormMachine, MAX_PHOTO_BYTES } from '@gari/machines/selling';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { chooseInCombo, chooseInSelect } from '../testing/pickers';
import {
  apiOf,
  asSeller,
  button,
  filled,
  JEAN_LISTING_ID,
  pendingPhoto,
  pickFiles,
  pngFile,
  renderForm,
  savedListing,
  textbox,
  waitForState,
  withApi,
} from '../testing/sellingStory';
import { clearLiveAnnouncer } from '../testing/vehiclesStory';
import { ListingFormPage } from './ListingFormPage';

const meta = {
  title: 'Selling/ListingFormPage',
  component: ListingFormPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: renderForm(),
} satisfies Meta<typeof ListingFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// editing
// ---------------------------------------------------------------------------------------------

/** A new listing: every section, Publish and Save as draft; the price label follows the country. */
export const NewListing: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sell a part' })).toBeVisible();
    for (const legend of ['Part', 'Price and stock', 'Fits these vehicles', 'Photos', 'Contact'])
      await expect(canvas.getByRole('group', { name: legend })).toBeVisible();
    await expect(button(canvas, 'Publish')).toBeEnabled();
    await expect(button(canvas, 'Save as draft')).toBeEnabled();
    await expect(canvas.getByText(/0 of 6 photos/)).toBeVisible();
    await expect(textbox(canvas, /Price \(RWF\)/)).toBeVisible();
    await expect(textbox(canvas, /In stock/)).toHaveValue('1');
    await chooseInSelect(canvas, 'Country', 'Kenya (KES)');
    await expect(textbox(canvas, /Price \(KES\)/)).toBeVisible();
    await expect(canvas.getByText('Up to 2 decimals.')).toBeVisible();
    await expect(button(canvas, 'Add vehicle')).toBeDisabled();
  },
};

/** Publish on an empty form: the contract's rules show on their fields; nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.type(textbox(canvas, /Price/), '12.5');
    await userEvent.type(textbox(canvas, /WhatsApp/), 'call me');
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'editing');
    await expect(await canvas.findByText('The title must be at least 3 characters.')).toBeVisible();
    await expect(canvas.getAllByText('Choose a category.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Choose a condition.').length).toBeGreaterThan(0);
    await expect(canvas.getByText('RWF has no cents: enter a whole amount.')).toBeVisible();
    await expect(canvas.getByText('Enter the city where the part or car is.')).toBeVisible();
    await expect(canvas.getByText(/Enter a WhatsApp number with its country code/)).toBeVisible();
    await expect(canvas.getByText('Check the highlighted fields.')).toBeVisible();
    await expect(apiOf(loaded).count('POST /marketplace/listings')).toBe(0);
    // Editing a field clears its error.
    await userEvent.type(textbox(canvas, /Title/), 'Brake pads');
    await expect(canvas.queryByText('The title must be at least 3 characters.')).toBeNull();
  },
};

/** The server refuses fields (422): its texts land on the price and on fitment row 1. */
export const ServerFieldErrors: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  render: renderForm(() => ({ snapshot: filled() })),
  loaders: withApi({
    failures: {
      'POST /marketplace/listings': {
        status: 422,
        message: 'The given data was invalid.',
        errors: {
          price: ['The price must be more than 0.'],
          'fitment.0.make_id': ['Unknown make.'],
        },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'editing');
    await expect(await canvas.findByText('The price must be more than 0.')).toBeVisible();
    await expect(canvas.getByText('Unknown make.')).toBeVisible();
    await expect(canvas.getByText('Check the highlighted fields.')).toBeVisible();
    await expectToast('Could not save the listing', 'Check the highlighted fields.');
    await expect(textbox(canvas, /Title/)).toHaveValue('Front brake pads');
  },
};

/** Photo checks before upload: a PDF and a 9 MB image are refused; a picked photo can be removed. */
export const PhotoChecks: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    pickFiles(canvasElement, [
      pngFile('front.png'),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    ]);
    await expect(await canvas.findByRole('img', { name: 'Preview of front.png' })).toBeVisible();
    await expect(canvas.getByText('invoice.pdf is not an image.')).toBeVisible();
    await expect(canvas.getByText(/1 of 6 photos/)).toBeVisible();
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    pickFiles(canvasElement, [big]);
    await expect(await canvas.findByText('huge.jpg is larger than 8 MB.')).toBeVisible();
    pickFiles(
      canvasElement,
      ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => pngFile(`${n}.png`)),
    );
    await expect(await canvas.findByText('A listing may have at most 6 photos.')).toBeVisible();
    await expect(button(canvas, 'Add photos')).toBeDisabled();
    await userEvent.click(button(canvas, 'Remove front.png'));
    await expect(canvas.queryByRole('img', { name: 'Preview of front.png' })).toBeNull();
    await expect(canvas.getByText(/5 of 6 photos/)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// validating, saving, uploading, removingPhotos
// ---------------------------------------------------------------------------------------------

/** Checking the form (an unanswered check here): inputs and both buttons are locked. */
export const Validating: Story = {
  parameters: { machine: { id: 'listingForm', state: 'validating' } },
  render: renderForm(() => ({
    snapshot: filled(),
    machine: listingFormMachine.provide({
      actors: { validateListing: fromPromise(() => new Promise<ListingBody>(() => {})) },
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'validating');
    await expect(textbox(canvas, /Title/)).toBeDisabled();
    await expect(button(canvas, 'Save as draft')).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Listing' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** POST /marketplace/listings is on its way: 'Saving…' and nothing can be changed. */
export const Saving: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saving' } },
  render: renderForm(() => ({ snapshot: filled() })),
  loaders: withApi({ delays: { 'POST /marketplace/listings': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Save as draft'));
    await waitForState(canvasElement, 'saving');
    await expect(button(canvas, /Saving…/)).toBeVisible();
    await expect(textbox(canvas, /Title/)).toBeDisabled();
    await expect(button(canvas, 'Publish')).toBeDisabled();
    await waitFor(() => expect(apiOf(loaded).count('POST /marketplace/listings')).toBe(1));
    const body = apiOf(loaded).callsOf('POST /marketplace/listings')[0]?.body;
    await expect(body).toMatchObject({
      title: 'Front brake pads',
      price: 45500,
      status: 'draft',
      country: 'RW',
    });
  },
};

/** The listing is saved; the first photo is 30 % sent (progress bar), the second waits its turn. */
export const Uploading: Story = {
  parameters: { machine: { id: 'listingForm', state: 'uploading' } },
  render: renderForm(() => ({
    snapshot: filled({ photos: [pendingPhoto('front.png'), pendingPhoto('back.png')] }),
    keepActors: true,
    machine: listingFormMachine.provide({
      actors: {
        saveListing: fromPromise(async () => savedListing(901)),
        uploadPhoto: fromPromise(({ input }) => {
          input.onProgress(3, 10);
          return new Promise<never>(() => {});
        }),
      },
    }),
  })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'uploading');
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading front.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    await expect(canvas.getByText('30%')).toBeVisible();
    await expect(canvas.getByText('Ready to upload')).toBeVisible();
    await expect(canvas.getByText('Listing saved. Sending photos…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove back.png' })).toBeNull();
  },
};

/** Editing Jean's listing: its photo is removed on save (DELETE …/photos/{id} still running). */
export const RemovingPhotos: Story = {
  parameters: { machine: { id: 'listingForm', state: 'removingPhotos' } },
  render: renderForm(() => ({ listingId: JEAN_LISTING_ID })),
  loaders: asSeller({ delays: { 'DELETE /marketplace/listings/{id}/photos/{photo_id}': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    const photo = await canvas.findByRole('img', { name: /Preview of Photo/ });
    const name = photo.getAttribute('alt')?.replace('Preview of ', '') ?? '';
    await userEvent.click(button(canvas, `Remove ${name}`));
    await userEvent.click(button(canvas, 'Save changes'));
    await waitForState(canvasElement, 'removingPhotos');
    await expect(apiOf(loaded).count('PATCH /marketplace/listings/{id}')).toBe(1);
    await waitFor(() =>
      expect(apiOf(loaded).count('DELETE /marketplace/listings/{id}/photos/{photo_id}')).toBe(1),
    );
  },
};

// ---------------------------------------------------------------------------------------------
// photosFailed
// ---------------------------------------------------------------------------------------------

const photoRefused = {
  status: 422,
  message: 'The given data was invalid.',
  errors: { photo: ['The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'] },
};

/** The first photo was refused (422), the second uploaded: the listing is kept; retry or remove. */
export const PhotosFailed: Story = {
  parameters: { machine: { id: 'listingForm', state: 'photosFailed' } },
  render: renderForm(() => ({
    snapshot: filled({ photos: [pendingPhoto('front.png'), pendingPhoto('back.png')] }),
  })),
  loaders: withApi({}, (s) => s.fail('POST /marketplace/listings/{id}/photos', photoRefused, 1)),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'photosFailed');
    const alert = within(canvas.getByTestId('photos-failed'));
    await expect(alert.getByText('Your listing is saved, but some photos did not upload')).toBeVisible();
    await expect(
      canvas.getByText('The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'),
    ).toBeVisible();
    await expect(button(canvas, 'Retry front.png')).toBeEnabled();
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    const created = apiOf(loaded).db.marketplace.listings.find(
      (l) => l.title === 'Front brake pads' && l.seller.name === DEMO_USER.name,
    );
    await expect(created?.images).toHaveLength(1);
    clearLiveAnnouncer();
  },
};

/** After a failed upload, Retry sends the photo again and the listing ends complete. */
export const PhotoRetried: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saved' } },
  render: renderForm(() => ({ snapshot: filled({ photos: [pendingPhoto('front.png')] }) })),
  loaders: withApi({}, (s) => s.fail('POST /marketplace/listings/{id}/photos', { status: 503 }, 1)),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'photosFailed');
    await expect(canvas.getByText(/failed: 503/)).toBeVisible();
    await userEvent.click(button(canvas, 'Retry front.png'));
    await waitForState(canvasElement, 'saved');
    await expect(canvas.getByRole('heading', { name: 'Your listing is published' })).toBeVisible();
    await expect(apiOf(loaded).count('POST /marketplace/listings')).toBe(1);
    await expect(apiOf(loaded).count('POST /marketplace/listings/{id}/photos')).toBe(2);
    clearLiveAnnouncer();
  },
};

// ---------------------------------------------------------------------------------------------
// saved
// ---------------------------------------------------------------------------------------------

/**
 * The whole form with keyboard and pointer: fields, a feature, fitment Toyota RAV4 2013–2018 from the
 * reference cascade, two photos with previews; Publish creates the listing, uploads both photos and
 * ends on 'Your listing is published' with a link to it.
 */
export const Published: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saved' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await userEvent.type(textbox(canvas, /Title/), 'Front brake pads');
    await chooseInSelect(canvas, 'Category', 'Brakes');
    await chooseInSelect(canvas, 'Condition', 'New');
    await userEvent.click(textbox(canvas, /Brand/));
    await userEvent.paste('Akebono');
    await userEvent.click(textbox(canvas, /OEM part numbers/));
    await userEvent.paste('04465-42160, 04465-0R010');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Warranty' }));
    await userEvent.type(textbox(canvas, /Price/), '45,500');
    await userEvent.clear(textbox(canvas, /In stock/));
    await userEvent.type(textbox(canvas, /In stock/), '4');
    await userEvent.click(textbox(canvas, /City/));
    await userEvent.paste('Kigali');
    await userEvent.click(textbox(canvas, /WhatsApp/));
    await userEvent.paste('+250 788 123 456');

    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Make' })).toBeEnabled());
    await chooseInCombo(canvas, 'Make', 'toy', 'Toyota');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Model' })).toBeEnabled());
    await chooseInCombo(canvas, 'Model', 'rav', 'RAV4');
    await chooseInSelect(canvas, 'Year from', '2013');
    await chooseInSelect(canvas, 'Year to', '2018');
    await userEvent.click(button(canvas, 'Add vehicle'));
    const rows = within(canvas.getByRole('list', { name: 'Vehicles this part fits' }));
    await expect(rows.getByText('Toyota RAV4 2013–2018')).toBeVisible();

    pickFiles(canvasElement, [pngFile('front.png'), pngFile('side.png')]);
    await expect(await canvas.findByRole('img', { name: 'Preview of side.png' })).toBeVisible();
    await expect(canvas.getAllByText('Ready to upload')).toHaveLength(2);

    await userEvent.click(button(canvas, 'Publish'));
    await waitForState(canvasElement, 'saved');
    await expect(canvas.getByRole('heading', { name: 'Your listing is published' })).toBeVisible();
    const s = apiOf(loaded);
    const created = s.db.marketplace.listings.find(
      (l) => l.title === 'Front brake pads' && l.seller.name === DEMO_USER.name,
    );
    await expect(created).toMatchObject({
      status: 'published',
      price: 45500,
      currency: 'RWF',
      stock: 4,
      brand: 'Akebono',
      oem_numbers: ['04465-42160', '04465-0R010'],
      features: ['Warranty'],
      contact_whatsapp: '+250 788 123 456',
      fitment: [expect.objectContaining({ make: 'Toyota', model: 'RAV4', year_from: 2013, year_to: 2018 })],
    });
    await expect(created?.images).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      `/marketplace/${created?.id}`,
    );
    await expectToast('Listing published', 'Front brake pads');
    clearLiveAnnouncer();
  },
};

/** Save as draft: saved but not visible to buyers; no View listing link. */
export const DraftSaved: Story = {
  parameters: { machine: { id: 'listingForm', state: 'saved' } },
  render: renderForm(() => ({ snapshot: filled() })),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvas, 'Save as draft'));
    await waitForState(canvasElement, 'saved');
    await expect(canvas.getByRole('heading', { name: 'Your draft is saved' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View listing' })).toBeNull();
    const saved = within(canvas.getByTestId('listing-saved'));
    await expect(saved.getByRole('link', { name: 'My listings' })).toHaveAttribute(
      'href',
      '/marketplace/mine',
    );
    await expect(saved.getByRole('link', { name: 'Sell another part' })).toBeVisible();
    const created = apiOf(loaded).db.marketplace.listings.at(-1);
    await expect(created?.status).toBe('draft');
    clearLiveAnnouncer();
  },
};

// ---------------------------------------------------------------------------------------------
// loading, loadFailed, editing a listing
// ---------------------------------------------------------------------------------------------

/** Edit: the seller's listings are loading. */
export const Loading: Story = {
  parameters: { machine: { id: 'listingForm', state: 'loading' } },
  render: renderForm(() => ({ listingId: JEAN_LISTING_ID })),
  loaders: asSeller({ delays: { 'GET /marketplace/mine': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'loading');
    await expect(canvas.getByRole('progressbar', { name: 'Loading listing…' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  },
};

/** Edit: the load failed; Retry loads again. */
export const LoadFailed: Story = {
  parameters: { machine: { id: 'listingForm', state: 'loadFailed' } },
  render: renderForm(() => ({ listingId: JEAN_LISTING_ID })),
  loaders: asSeller({ failures: { 'GET /marketplace/mine': { status: 503 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'loadFailed');
    await expect(canvas.getByText('Failed to load')).toBeVisible();
    await expect(canvas.getByText('GET /marketplace/mine failed: 503')).toBeVisible();
    await userEvent.click(button(canvas, 'Retry'));
    await waitForState(canvasElement, 'loadFailed');
    await expect(apiOf(loaded).count('GET /marketplace/mine')).toBe(2);
  },
};

/** Another member's listing id: 'Listing not found.'. */
export const NotYourListing: Story = {
  parameters: { machine: { id: 'listingForm', state: 'loadFailed' } },
  render: renderForm(() => ({ listingId: 1 })),
  loaders: asSeller(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'loadFailed');
    await expect(canvas.getByText('Listing not found.')).toBeVisible();
  },
};

/** Edit: the listing's values, fitment and photo are in the form; Save changes keeps it published. */
export const EditListing: Story = {
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  render: renderForm(() => ({ listingId: JEAN_LISTING_ID })),
  loaders: asSeller(),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    const listing = apiOf(loaded).db.marketplace.listings.find((l) => l.id === JEAN_LISTING_ID);
    await expect(textbox(canvas, /Title/)).toHaveValue(listing?.title);
    await expect(textbox(canvas, /Price/)).toHaveValue(String(listing?.price));
    await expect(canvas.getByRole('list', { name: 'Vehicles this part fits' })).toBeVisible();
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(button(canvas, 'Save changes')).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  },
};

/**
 * A new listing in French (issue #16 "Locale"; the `language` global): the title, every section's
 * legend, the buttons, the photo help, and the country and price labels.
 */
export const French: Story = {
  globals: { language: 'fr' },
  parameters: { machine: { id: 'listingForm', state: 'editing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForState(canvasElement, 'editing');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vendre une pièce' })).toBeVisible();
    for (const legend of ['Pièce', 'Prix et stock', 'Compatible avec ces véhicules', 'Photos', 'Contact'])
      await expect(canvas.getByRole('group', { name: legend })).toBeVisible();
    await expect(button(canvas, 'Publier')).toBeEnabled();
    await expect(button(canvas, 'Enregistrer le brouillon')).toBeEnabled();
    await expect(button(canvas, 'Ajouter le véhicule')).toBeDisabled();
    await expect(canvas.getByText(/^0 photo\(s\) sur 6\./)).toBeVisible();
    await expect(textbox(canvas, /Prix \(RWF\)/)).toBeVisible();
    await chooseInSelect(canvas, 'Pays', 'Ouganda (UGX)');
    await expect(textbox(canvas, /Prix \(UGX\)/)).toBeVisible();
    await expect(canvas.getByText('UGX entiers, sans centimes.')).toBeVisible();
  },
};
