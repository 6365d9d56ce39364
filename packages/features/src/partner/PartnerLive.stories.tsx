import type { PartnerBooking } from '@gari/contract/bookings';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { PARTNER_BOOKINGS } from '../testing/fixtures/partner';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { CONNECTION_TEXT, PartnerPage } from './PartnerPage';
import { type LiveConnector, PartnerLiveContext, SOUND_KEY } from './usePartnerLive';

/**
 * How a story's fake stream behaves: open (`live`), open then a new request arrives, failing
 * (`lost`), or failing once and then open again (`reconnects`).
 */
type StreamScript = 'live' | 'newBooking' | 'lost' | 'reconnects';

/** A request that arrives while the console is open. */
const ARRIVING: PartnerBooking = {
  ...(PARTNER_BOOKINGS[0] as PartnerBooking),
  booking_id: 'GR-NEW123',
  service: 'Brake Service',
  full_name: 'Eric Mugisha',
  phone: '+250788555123',
  status: 'pending',
};

/** A fake stream over the story's scenario: `newBooking` adds {@link ARRIVING} to it, then tells the console. */
function fakeStream(script: StreamScript, s: Scenario): LiveConnector {
  let opened = 0;
  return ({ onReady, onEvent, onError }) => {
    opened += 1;
    const fails = script === 'lost' || (script === 'reconnects' && opened === 1);
    const timers = [
      setTimeout(() => (fails ? onError() : onReady()), 20),
      ...(script === 'newBooking'
        ? [
            setTimeout(() => {
              s.db.partnerBookings = [ARRIVING, ...s.db.partnerBookings];
              onEvent({
                change: 'created',
                booking_id: ARRIVING.booking_id,
                provider_id: ARRIVING.provider.id,
                status: 'pending',
                at: '2026-11-26T09:00:00.000Z',
              });
            }, 300),
          ]
        : []),
    ];
    return () => timers.forEach(clearTimeout);
  };
}

/** The story's args: how the fake stream behaves. */
interface LiveArgs {
  script: StreamScript;
}

const meta = {
  title: 'Partner/PartnerLive',
  parameters: { layout: 'fullscreen' },
  args: { script: 'live' },
  loaders: withScenario({ signedInAs: DEMO_USER.email, delay: 20, partnerBookings: PARTNER_BOOKINGS }),
  render: (args, { loaded }) => {
    const s = scenarioOf(loaded);
    return (
      <PartnerLiveContext.Provider value={{ connect: fakeStream(args.script, s), retryMs: 600 }}>
        <AuthStoryFrame api={s.api} path="/partner">
          <PartnerPage />
        </AuthStoryFrame>
      </PartnerLiveContext.Provider>
    );
  },
} satisfies Meta<LiveArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const connection = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('partner-connection');

/** Live: the stream is open, and the Pending tab carries the count of pending requests (2). */
export const LiveWithCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await connection(canvasElement)).toHaveTextContent(CONNECTION_TEXT.live),
    );
    const tab = canvas.getByRole('tab', { name: /Pending/ });
    await waitFor(() => expect(within(tab).getByTestId('pending-count')).toHaveAttribute('data-count', '2'));
    await expect(tab).toHaveTextContent('2 pending');
  },
};

/**
 * A new request arrives while the console is open: it shows at the top of Pending, highlighted as
 * New, the count goes to 3, and the live region announces it.
 */
export const NewBookingArrives: Story = {
  args: { script: 'newBooking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await waitFor(
      () => {
        const found = canvasElement.querySelector('[data-booking-id="GR-NEW123"]');
        if (!found) throw new Error('GR-NEW123 is not listed yet');
        return found;
      },
      { timeout: 3000 },
    );
    await expect(item).toHaveAttribute('data-new', 'true');
    await expect(item).toHaveTextContent('New Brake Service');
    await expect(item).toHaveTextContent('Eric Mugisha');
    await expect(canvas.getByTestId('partner-announcement')).toHaveTextContent(
      'New booking request GR-NEW123.',
    );
    await waitFor(() => expect(canvas.getByTestId('pending-count')).toHaveAttribute('data-count', '3'));
  },
};

/** The stream failed: the console says it checks every 15 seconds, and the requests still show. */
export const ConnectionLostPolling: Story = {
  args: { script: 'lost' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await connection(canvasElement)).toHaveTextContent(CONNECTION_TEXT.polling),
    );
    await expect(await connection(canvasElement)).toHaveAttribute('data-connection', 'polling');
    const list = await canvas.findByRole('list', { name: 'Pending requests' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The sound toggle: off by default, remembered in localStorage once turned on. */
export const SoundToggle: Story = {
  beforeEach: () => {
    localStorage.removeItem(SOUND_KEY);
    return () => localStorage.removeItem(SOUND_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Sound for new requests' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(localStorage.getItem(SOUND_KEY)).toBe('1');
    await userEvent.click(toggle);
    await expect(localStorage.getItem(SOUND_KEY)).toBe('0');
  },
};

/** The stream fails, the console polls, and the retry opens it again: live once more. */
export const ReconnectsAfterLoss: Story = {
  args: { script: 'reconnects' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await connection(canvasElement)).toHaveAttribute('data-connection', 'polling'),
    );
    await waitFor(
      async () => expect(await connection(canvasElement)).toHaveTextContent(CONNECTION_TEXT.live),
      { timeout: 3000 },
    );
  },
};
