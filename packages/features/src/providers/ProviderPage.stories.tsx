import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { fakePicture } from '../testing/fixtures/photos';
import { SEED_PROVIDERS } from '../testing/fixtures/providers';
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

/** Kigali Auto Care with an uploaded logo (issue #16): the square logo before the name, named by its alt. */
const WITH_LOGO = SEED_PROVIDERS.map((p) =>
  p.id === 1 ? { ...p, logo: fakePicture('logo', 'kac-logo') } : p,
);

/** The garage's uploaded logo beside its name in the header, with width, height and alt text set. */
export const WithLogo: Story = {
  loaders: withApi({ providers: WITH_LOGO }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kigali Auto Care' })).toBeVisible();
    const logo = canvas.getByRole('img', { name: 'Kigali Auto Care logo' });
    await expect(logo).toHaveAttribute('width', '384');
    await expect(logo).toHaveAttribute('height', '384');
    await expect(logo.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'sizes',
      '64px',
    );
    await expect(logo.closest('[data-provider-logo]')).toHaveStyle({ width: '64px', height: '64px' });
  },
};

/**
 * The garage page in French (issue #16 "every UI string from the catalogs"): sections, facts, the
 * price from in the French money format, weekdays and the way back.
 */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kigali Auto Care' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Retour aux garages' })).toBeVisible();
    await expect(canvas.getByText('Ouvert')).toBeVisible();
    await expect(canvas.getByText(/À partir de 25\s000 RWF/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'À propos' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Prix à partir de' })).toBeVisible();
    const hours = within(canvas.getByRole('table', { name: /Heure locale/ }));
    await expect(hours.getByRole('row', { name: /lundi/ })).toHaveTextContent('08:00 – 17:00');
    await expect(hours.getByRole('row', { name: /dimanche/ })).toHaveTextContent('Fermé');
    await expect(canvas.getByRole('link', { name: 'Réserver un service' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible();
  },
};
