import { CONTACT_FAILED_MESSAGE, CONTACT_SENT_MESSAGE } from '@gari/contract/contact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { contactStore } from '../testing/msw/contact';
import { ContactPage } from './ContactPage';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const form = (el: HTMLElement) => el.querySelector('form[data-state]') as HTMLElement;

const MESSAGE = {
  name: 'Amina Uwase',
  email: 'amina@gari.rw',
  subject: 'Garage listing',
  message: 'Please list my garage in Remera.',
};

/** Fills the four fields and presses Send. */
async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), MESSAGE.name);
  await userEvent.type(canvas.getByLabelText('Email'), MESSAGE.email);
  await userEvent.type(canvas.getByLabelText('Subject'), MESSAGE.subject);
  await userEvent.type(canvas.getByLabelText('Message'), MESSAGE.message);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
}

/** The four fields still hold what was typed. */
async function expectInputKept(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByLabelText('Name')).toHaveValue(MESSAGE.name);
  await expect(canvas.getByLabelText('Email')).toHaveValue(MESSAGE.email);
  await expect(canvas.getByLabelText('Subject')).toHaveValue(MESSAGE.subject);
  await expect(canvas.getByLabelText('Message')).toHaveValue(MESSAGE.message);
}

const meta = {
  title: 'Pages/ContactPage',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/contact">
      <ContactPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form and the contact details; an empty Send is refused by the required fields, no call. */
export const Idle: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(apiOf(loaded).count('POST /contact')).toBe(0);
    await expect(canvas.getByRole('link', { name: 'hello@gari.rw' })).toHaveAttribute(
      'href',
      'mailto:hello@gari.rw',
    );
    await expect(canvas.getByRole('link', { name: '+250 788 000 000' })).toHaveAttribute(
      'href',
      'tel:+250788000000',
    );
    await expect(canvas.getByText('Kigali RW')).toBeVisible();
  },
};

/** POST /contact pending: Send shows its spinner and takes no second press. */
export const Sending: Story = {
  loaders: withApi({ delays: { 'POST /contact': 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    await fillAndSend(canvasElement);
    await waitFor(() => expect(form(canvasElement)).toHaveAttribute('data-state', 'sending'));
    const send = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('data-pending', 'true');
    await userEvent.click(send);
    await expect(apiOf(loaded).count('POST /contact')).toBe(1);
  },
};

/** 201: the server's thank-you text, the message kept by the server, and an empty form. */
export const Sent: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'sent');
    await expect(contactStore(apiOf(loaded)).messages).toEqual([expect.objectContaining(MESSAGE)]);
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
  },
};

/** 422: the server's messages on the named fields; the input is kept. */
export const FieldError: Story = {
  loaders: withApi({
    failures: {
      'POST /contact': {
        status: 422,
        message: 'The given data was invalid.',
        errors: { email: ['Enter a valid email address.'], subject: ['A subject is required.'] },
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    await waitFor(() => expect(form(canvasElement)).toHaveAttribute('data-state', 'failed'));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription('A subject is required.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectInputKept(canvasElement);
  },
};

/** 429: the rate limit's text with the wait from Retry-After as an alert; the input is kept. */
export const RateLimited: Story = {
  loaders: withApi({
    failures: { 'POST /contact': { status: 429, message: 'Too many requests.', retryAfter: 1800 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 30 minutes.',
    );
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expectInputKept(canvasElement);
  },
};

/** 503 (the mail could not be sent, nothing kept): the alert; the input is kept to send again. */
export const Failed: Story = {
  loaders: withApi({ failures: { 'POST /contact': { status: 503, message: CONTACT_FAILED_MESSAGE } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CONTACT_FAILED_MESSAGE);
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expectInputKept(canvasElement);
  },
};

/** Contact Us in French (issue #16 "Locale"; the `language` global): title, field labels, Send, details. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
    for (const label of ['Nom', 'E-mail', 'Objet', 'Message'])
      await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coordonnées' })).toBeVisible();
  },
};
