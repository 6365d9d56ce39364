import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { contactStore } from '../testing/msw/contact';
import { NewsletterLinkPage } from './NewsletterLinkPage';

/**
 * The newsletter mail's link pages (issue #12): /newsletter/confirm and /newsletter/unsubscribe over
 * the fake backend, in every state of `data-state`.
 */
interface Args {
  kind: 'confirm' | 'unsubscribe';
  entry: string;
}

/** A pending subscription of news@example.rw with confirm token `tok-confirm`, unsubscribe `tok-leave`. */
const pending = (s: Scenario) => {
  contactStore(s).subscriptions.push({
    email: 'news@example.rw',
    status: 'pending',
    confirm_token: 'tok-confirm',
    unsubscribe_token: 'tok-leave',
  });
};
const confirmed = (s: Scenario) => {
  pending(s);
  const sub = contactStore(s).subscriptions[0];
  if (sub) sub.status = 'confirmed';
};

const meta = {
  title: 'Contact/NewsletterLinkPage',
  parameters: { layout: 'fullscreen' },
  args: { kind: 'confirm', entry: '/newsletter/confirm?token=tok-confirm' },
  loaders: withScenario({}, pending),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path={`/newsletter/${args.kind}`}
      initialEntry={args.entry}
      routes={{ '/contact': <p>Contact page</p> }}
    >
      <NewsletterLinkPage kind={args.kind} />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (el: HTMLElement) => el.querySelector('[data-state]')?.getAttribute('data-state');
const settledAt = (el: HTMLElement, state: string) => waitFor(() => expect(stateOf(el)).toBe(state));

/** The confirm call on its way. */
export const Checking: Story = {
  loaders: withScenario({ delays: { 'GET /newsletter/confirm': 'never' } }, pending),
  play: async ({ canvasElement }) => {
    await settledAt(canvasElement, 'checking');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Confirming your subscription…' }),
    ).toBeVisible();
  },
};

/** A valid confirm link: the subscription is confirmed (double opt-in done). */
export const Confirmed: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settledAt(canvasElement, 'done');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Newsletter subscription');
    await expect(canvas.getByRole('status')).toHaveTextContent('Subscription confirmed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Welcome to the Gari newsletter!');
    await expect(contactStore(scenarioOf(loaded)).subscriptions[0]?.status).toBe('confirmed');
  },
};

/** The same link opened again: already confirmed, nothing changed. */
export const AlreadyConfirmed: Story = {
  loaders: withScenario({}, confirmed),
  play: async ({ canvasElement }) => {
    await settledAt(canvasElement, 'already');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Already confirmed');
  },
};

/** An unknown, expired or replaced token: the server's reason and where to go next. */
export const InvalidLink: Story = {
  args: { entry: '/newsletter/confirm?token=expired' },
  play: async ({ canvasElement }) => {
    await settledAt(canvasElement, 'invalid');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link does not work');
    await expect(canvas.getByRole('alert')).toHaveTextContent('invalid or has expired');
    await userEvent.click(canvas.getByRole('link', { name: 'Contact Us' }));
    await expect(await canvas.findByText('Contact page')).toBeVisible();
  },
};

/** A link cut short (no token): said at once, no call. */
export const MissingToken: Story = {
  args: { entry: '/newsletter/confirm' },
  play: async ({ canvasElement, loaded }) => {
    await settledAt(canvasElement, 'missing');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('it has no token');
    await expect(scenarioOf(loaded).calls.filter((c) => c.key === 'GET /newsletter/confirm')).toHaveLength(0);
  },
};

/** The network fails: "Try again" calls once more and shows the outcome. */
export const Failed: Story = {
  loaders: withScenario({ failures: { 'GET /newsletter/confirm': { status: 0 } } }, pending),
  play: async ({ canvasElement, loaded }) => {
    await settledAt(canvasElement, 'failed');
    scenarioOf(loaded).fail('GET /newsletter/confirm', null);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await settledAt(canvasElement, 'done');
  },
};

/** The unsubscribe link: the subscription ends. */
export const Unsubscribed: Story = {
  args: { kind: 'unsubscribe', entry: '/newsletter/unsubscribe?token=tok-leave' },
  play: async ({ canvasElement, loaded }) => {
    await settledAt(canvasElement, 'done');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from the newsletter',
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are unsubscribed');
    await expect(contactStore(scenarioOf(loaded)).subscriptions[0]?.status).toBe('unsubscribed');
  },
};

/** An unknown unsubscribe link. */
export const UnsubscribeInvalid: Story = {
  args: { kind: 'unsubscribe', entry: '/newsletter/unsubscribe?token=nope' },
  play: async ({ canvasElement }) => {
    await settledAt(canvasElement, 'invalid');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This unsubscribe link is invalid.',
    );
  },
};

/** A valid confirm link in French (issue #16 "Locale"): the page's title and the confirmation's title (the server's text comes as sent). */
export const French: Story = {
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame
        api={scenarioOf(loaded).api}
        path={`/newsletter/${args.kind}`}
        initialEntry={args.entry}
      >
        <NewsletterLinkPage kind={args.kind} />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await settledAt(canvasElement, 'done');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Abonnement à la newsletter');
    await expect(canvas.getByRole('status')).toHaveTextContent('Abonnement confirmé');
  },
};
