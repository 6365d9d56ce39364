import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { ProviderPage } from './ProviderPage';

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const stateOf = (el: HTMLElement) => el.querySelector('[data-state]')?.getAttribute('data-state');

interface Args {
  type: 'garage' | 'carwash';
  id: string;
}

const meta = {
  title: 'Providers/ProviderPage',
  parameters: { layout: 'fullscreen' },
  args: { type: 'garage', id: '1' },
  loaders: withApi(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/providers/:type/:id"
      initialEntry={`/providers/${args.type}/${args.id}`}
    >
      <ProviderPage type={args.type} id={args.id} />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A garage: hours (Sunday closed), services with prices and durations, map link, reviews, Book Service. */
export const Garage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kigali Auto Care' })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
    const hours = within(canvas.getByRole('table', { name: /Local time/ }));
    await expect(hours.getByRole('row', { name: /Monday/ })).toHaveTextContent('08:00 – 17:00');
    await expect(hours.getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    await expect(canvas.getByRole('row', { name: /Brake Service/ })).toHaveTextContent('RWF 45,000');
    await expect(canvas.getByRole('row', { name: /Brake Service/ })).toHaveTextContent('90 min');
    const maps = canvas.getByRole('link', { name: 'Open in Maps' });
    await expect(maps).toHaveAttribute('href', expect.stringContaining('-1.9536,30.1127'));
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Eric Mugisha')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Service' })).toHaveAttribute(
      'href',
      expect.stringContaining('/booking?type=garage&id=1&name=Kigali+Auto+Care'),
    );
  },
};

/** A carwash page links back to the carwash list. */
export const Carwash: Story = {
  args: { type: 'carwash', id: '101' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sparkle Car Wash Kimihurura' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Back to Carwashes' })).toHaveAttribute(
      'href',
      '/carwashes',
    );
    await expect(canvas.queryByText('Wait time')).toBeNull();
  },
};

/** Loading the provider. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /providers/{type}/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('loading'));
    await expect(within(canvasElement).getByLabelText('Loading garage')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Unknown id: 'Garage not found.'. */
export const NotFound: Story = {
  args: { id: '9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Garage not found.' })).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('not-found');
  },
};

/** Another failure: 'Failed to load' with Try again. */
export const LoadError: Story = {
  loaders: withApi({
    failures: {
      'GET /providers/{type}/{id}': {
        status: 0,
        message: 'Network error. Check your connection and try again.',
      },
    },
  }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Failed to load' })).toBeVisible();
    await expect(canvas.getByText('Network error. Check your connection and try again.')).toBeVisible();
    apiOf(loaded).fail('GET /providers/{type}/{id}', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kigali Auto Care' })).toBeVisible();
  },
};
