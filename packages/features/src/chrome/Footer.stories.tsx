import { NEWSLETTER_MESSAGES } from '@gari/contract/contact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { contactStore } from '../testing/msw/contact';
import { Footer } from './Footer';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const EMAIL = 'amina@gari.rw';
const newsletter = (el: HTMLElement) => el.querySelector('form[data-state]') as HTMLElement;

/** Types `email` in the newsletter box and presses Subscribe. */
async function subscribe(canvasElement: HTMLElement, email = EMAIL) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
}

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  loaders: withApi(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/">
      <Footer />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter box and the Platform, Support and Connect columns; an empty Subscribe sends nothing. */
export const Idle: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(newsletter(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(apiOf(loaded).count('POST /newsletter')).toBe(0);
    await expect(canvas.getByRole('navigation', { name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

/** POST /newsletter pending: Subscribe shows its spinner. */
export const Sending: Story = {
  loaders: withApi({ delays: { 'POST /newsletter': 'never' } }),
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement);
    await waitFor(() => expect(newsletter(canvasElement)).toHaveAttribute('data-state', 'sending'));
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** Double opt-in: 'check your inbox', a pending subscription in the store, and an empty box. */
export const Sent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.requested);
    await expect(newsletter(canvasElement)).toHaveAttribute('data-state', 'sent');
    await expect(contactStore(apiOf(loaded)).subscriptions).toEqual([
      expect.objectContaining({ email: EMAIL, status: 'pending' }),
    ]);
    await expect(canvas.getByLabelText('Email address')).toHaveValue('');
  },
};

/** 422: the server's message on the email field; the email is kept. */
export const FieldError: Story = {
  loaders: withApi({
    failures: {
      'POST /newsletter': {
        status: 422,
        message: 'The given data was invalid.',
        errors: { email: ['Enter a valid email address.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement);
    await waitFor(() => expect(newsletter(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await expect(canvas.getByLabelText('Email address')).toHaveValue(EMAIL);
  },
};

/** 503 (the confirm mail could not be sent): the alert; the email is kept. */
export const Failed: Story = {
  loaders: withApi({
    failures: { 'POST /newsletter': { status: 503, message: NEWSLETTER_MESSAGES.failed } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.failed);
    await expect(newsletter(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByLabelText('Email address')).toHaveValue(EMAIL);
  },
};
