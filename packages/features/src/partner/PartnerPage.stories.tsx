import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { PARTNER_BOOKINGS } from '../testing/fixtures/partner';
import { type FakeFailure, type RouteKey, scenarioOf, withScenario } from '../testing/msw';
import { NOT_STAFF_MESSAGE, PartnerPage } from './PartnerPage';
import { PartnerLiveContext, type PartnerLiveOverride } from './usePartnerLive';

/** A signed-in staff member's scenario: `bookings` requests, failing and never-answering routes. */
const withPartner = (
  options: {
    bookings?: typeof PARTNER_BOOKINGS;
    failures?: Partial<Record<RouteKey, FakeFailure>>;
    never?: RouteKey[];
  } = {},
) =>
  withScenario({
    signedInAs: DEMO_USER.email,
    delay: 30,
    partnerBookings: options.bookings ?? PARTNER_BOOKINGS,
    failures: options.failures ?? {},
    delays: Object.fromEntries((options.never ?? []).map((k) => [k, 'never' as const])),
  });
/**
 * The live-updates stream of these stories: open from the first render, so every story shows the
 * console as staff normally see it ("Live: …"). The browser's EventSource on the fake stream would
 * turn to polling whenever the fake's response ended, sooner or later than the play function, so the
 * screenshot would depend on timing. Failing and reconnecting streams: `PartnerLive.stories.tsx`.
 */
const STREAM_OPEN: PartnerLiveOverride = {
  connect: ({ onReady }) => {
    onReady();
    return () => {};
  },
};
const apiOf = scenarioOf;
const partnerOf = scenarioOf;

const meta = {
  title: 'Partner/PartnerPage',
  component: PartnerPage,
  parameters: { layout: 'fullscreen' },
  loaders: withPartner(),
  render: (_args, { loaded }) => (
    <PartnerLiveContext.Provider value={STREAM_OPEN}>
      <AuthStoryFrame api={apiOf(loaded).api} path="/partner">
        <PartnerPage />
      </AuthStoryFrame>
    </PartnerLiveContext.Provider>
  ),
} satisfies Meta<typeof PartnerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pendingList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Pending requests' });

/** The console while GET /partner/me is in flight: a labelled skeleton. */
export const Loading: Story = {
  loaders: withPartner({ never: ['GET /partner/me'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partner console' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the partner console…');
  },
};

/** Pending requests with contact details, and the widget settings with snippet and iframe URL. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await pendingList(canvasElement);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Oil Change · 1 Dec 2026 10:00');
    await expect(rows[0]).toHaveTextContent('Aline Uwase · +250788123456 · Visitor');
    await expect(rows[0]).toHaveTextContent('via widget on https://remera-auto.rw');
    await expect(await canvas.findByTestId('widget-snippet')).toHaveTextContent(
      'data-gari-key="gw_demo_remera_auto_care"',
    );
    await expect(canvas.getByRole('textbox', { name: 'Iframe URL (no scripts)' })).toHaveValue(
      'https://gari.rw/embed/booking?key=gw_demo_remera_auto_care',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Accepted' }));
    const accepted = await canvas.findByRole('list', { name: 'Accepted requests' });
    await expect(within(accepted).getAllByRole('listitem')).toHaveLength(1);
    await expect(accepted).toHaveTextContent('Wheel Alignment');
  },
};

/** Accept a pending request: toast naming the SMS, the request leaves Pending and shows in Accepted. */
export const Accept: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept GR-7K2M9Q' }));
    await expectToast('Booking accepted', 'The customer was notified by SMS.');
    await expect(
      partnerOf(loaded)
        .callsOf('POST /partner/bookings/{id}/accept')
        .some((c) => c.params.id === 'GR-7K2M9Q'),
    ).toBe(true);
    await waitFor(async () =>
      expect(within(await pendingList(canvasElement)).getAllByRole('listitem')).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Accepted' }));
    const accepted = await canvas.findByRole('list', { name: 'Accepted requests' });
    await waitFor(() => expect(within(accepted).getAllByRole('listitem')).toHaveLength(2));
    clearAnnouncer(); // the pending Accept button's announcement points at a removed row
  },
};

/**
 * Decline with a message to the customer (issue #13): the message goes in the body, is stored as the
 * provider's message and shows on the declined request.
 */
export const DeclineWithMessage: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Decide GR-3PQ8ZD' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message to the customer (optional)' }),
      'Fully booked that day, sorry.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Decline GR-3PQ8ZD' }));
    await expectToast('Booking declined');
    const call = partnerOf(loaded).callsOf('POST /partner/bookings/{id}/decline').at(-1);
    await expect(call?.body).toEqual({ message: 'Fully booked that day, sorry.' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Declined' }));
    const declined = await canvas.findByRole('list', { name: 'Declined requests' });
    await waitFor(() => expect(declined).toHaveTextContent('Message: Fully booked that day, sorry.'));
    clearAnnouncer();
  },
};

/** Decline fails on the server: the failure toast, the request stays pending. */
export const DeclineFailed: Story = {
  loaders: withPartner({
    failures: { 'POST /partner/bookings/{id}/decline': { status: 500, message: 'Server error' } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline GR-3PQ8ZD' }));
    await expectToast('Failed to decline booking', 'Server error');
    await expect(within(await pendingList(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
    clearAnnouncer();
  },
};

/**
 * Mark an accepted booking completed (issue #13): a price that is not whole RWF > 0 is refused under
 * the field (no call); 45 000 with a message is sent, toasted, and the booking moves to Completed.
 */
export const Complete: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await pendingList(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Accepted' }));
    const accepted = await canvas.findByRole('list', { name: 'Accepted requests' });
    const price = within(accepted).getByRole('textbox', { name: 'Final price (RWF)' });
    await userEvent.type(price, '12.5');
    await userEvent.click(within(accepted).getByRole('button', { name: 'Mark completed GR-9AB4CD' }));
    await expect(within(accepted).getByText('Enter the final price in whole RWF.')).toBeVisible();
    await expect(partnerOf(loaded).count('POST /partner/bookings/{id}/complete')).toBe(0);

    await userEvent.clear(price);
    await userEvent.type(price, '45 000');
    await userEvent.type(
      within(accepted).getByRole('textbox', { name: 'Message to the customer (optional)' }),
      'Pads replaced.',
    );
    await userEvent.click(within(accepted).getByRole('button', { name: 'Mark completed GR-9AB4CD' }));
    await expectToast('Booking completed');
    await expect(partnerOf(loaded).callsOf('POST /partner/bookings/{id}/complete')[0]?.body).toEqual({
      final_price: 45_000,
      message: 'Pads replaced.',
    });
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    const completed = await canvas.findByRole('list', { name: 'Completed requests' });
    await expect(completed).toHaveTextContent('Final price: RWF 45,000');
    await expect(completed).toHaveTextContent('Message: Pads replaced.');
    clearAnnouncer();
  },
};

/** No requests at all: each tab says so. */
export const Empty: Story = {
  loaders: withPartner({ bookings: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pending requests.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Declined' }));
    await expect(await canvas.findByText('No declined requests.')).toBeVisible();
  },
};

/** A signed-in member who is nobody's staff (403). */
export const NotStaff: Story = {
  loaders: withPartner({ failures: { 'GET /partner/me': { status: 403, message: NOT_STAFF_MESSAGE } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NOT_STAFF_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** GET /partner/me fails (500): an error with Retry. */
export const LoadError: Story = {
  loaders: withPartner({
    failures: { 'GET /partner/me': { status: 500, message: 'GET /partner/me failed: 500' } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load the partner console')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(partnerOf(loaded).callsOf('GET /partner/me')).toHaveLength(2));
  },
};

/** Allowed origins: an invalid one is refused with the contract's message; a valid one is saved. */
export const WidgetOrigins: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Website origin' });
    await userEvent.type(field, 'remera.rw/book');
    await userEvent.click(canvas.getByRole('button', { name: 'Add website' }));
    await expect(
      await canvas.findByText('Use an origin such as https://www.example.rw (scheme and host, no path).'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://remera-auto.rw');
    await userEvent.click(canvas.getByRole('button', { name: 'Add website' }));
    await expect(await canvas.findByText('This origin is already allowed.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://www.remera.rw');
    await userEvent.click(canvas.getByRole('button', { name: 'Add website' }));
    await expectToast('Widget saved');
    const list = canvas.getByRole('list', { name: 'Allowed websites' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove https://remera-auto.rw' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(partnerOf(loaded).callsOf('PUT /partner/widget')).toHaveLength(2);
  },
};

/**
 * Photos (issue #16): the generated cover until a photo is uploaded; a text file is refused with the
 * plain message and the cover stays; a photo then shows as a `<picture>` with Replace and Remove.
 */
export const PhotosUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Photos · Remera Auto Care' }));
    const input = () =>
      canvasElement.querySelector('[data-provider-photos] input[type="file"]') as HTMLInputElement;
    await expect(section.getByRole('button', { name: 'Choose cover photo' })).toBeEnabled();
    await userEvent.upload(input(), new File(['not a photo'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
    );
    await expect(section.queryByRole('img', { name: 'Cover photo of Remera Auto Care' })).toBeNull();
    await userEvent.upload(input(), new File([new Uint8Array(64)], 'front.jpg', { type: 'image/jpeg' }));
    await expect(
      await section.findByRole('img', { name: 'Cover photo of Remera Auto Care' }),
    ).toHaveAttribute('height', '720');
    await expect(section.getByRole('status')).toHaveTextContent('Photo saved.');
    await expect(section.getByRole('button', { name: 'Remove cover photo' })).toBeEnabled();
  },
};

/**
 * The console in French (issue #16 "Locale"): headings, tabs, buttons, the booking's date and the
 * widget settings come from the catalog in the member's language.
 */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Demandes en attente' });
    await expect(canvas.getByRole('heading', { name: 'Console partenaire' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /En attente/ })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1 déc. 2026 10:00');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Visiteur');
    await expect(within(list).getByRole('button', { name: 'Accepter GR-7K2M9Q' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Origine du site' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copier l’extrait' })).toBeVisible();
  },
};
