import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { DEMO_USER } from '../testing/fixtures/auth';
import { manyTestimonials } from '../testing/fixtures/site';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { StoryFrame } from '../testing/vehiclesStory';
import { HomePage, type HomePageProps } from './HomePage';
import homeFr from './messages.fr.json';

/** Loader: a fresh scenario (signed out unless `signedInAs`), optionally with `published` testimonials. */
const withApi = ({ published, ...options }: ScenarioOptions & { published?: number } = {}) =>
  withScenario(published === undefined ? options : { ...options, testimonials: manyTestimonials(published) });
const apiOf = scenarioOf;

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  loaders: withApi(),
  render: (args: HomePageProps, { loaded }) => (
    <StoryFrame api={apiOf(loaded).api} initialEntry="/" path="/">
      <HomePage {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, heading: string) => {
  const h = within(canvasElement).getByRole('heading', { name: heading });
  const el = h.closest('section');
  if (!el) throw new Error(`no section for ${heading}`);
  return within(el);
};

/** Signed out: hero, pitch, statistics (abbreviated), features, the join call-to-action. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit the Spareshop' })).toBeVisible();
    const stats = section(canvasElement, 'Gari in numbers');
    // Fake counts: 4 + 1520 members, 2 + 2310 vehicles, 48 convoys, 12,400 parts.
    await waitFor(() =>
      expect(stats.getByText('Active Members').nextElementSibling).toHaveTextContent('1.5K+'),
    );
    await expect(stats.getByText('Vehicles Listed').nextElementSibling).toHaveTextContent('2.3K+');
    await expect(stats.getByText('Convoys').nextElementSibling).toHaveTextContent('48');
    await expect(stats.getByText('Parts Available').nextElementSibling).toHaveTextContent('12.4K+');
    await expect(canvas.getByRole('heading', { name: 'Join the Gari community' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /register')).toBeVisible();
  },
};

/** Signed in: no join call-to-action. */
export const SignedIn: Story = {
  loaders: withApi({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our team' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Join the Gari community' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Create account' })).toBeNull();
  },
};

/** `isSignedIn` given explicitly wins over the API's answer. */
export const SignedInByProp: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Join the Gari community' }),
    ).toBeNull();
  },
};

/** GET /stats pending: every tile shows '…'. */
export const StatsLoading: Story = {
  loaders: withApi({ delays: { 'GET /stats': 'never' } }),
  play: async ({ canvasElement }) => {
    const stats = section(canvasElement, 'Gari in numbers');
    await expect(stats.getAllByText('…')).toHaveLength(4);
  },
};

/** GET /stats failed: 'Failed to load statistics.'. */
export const StatsError: Story = {
  loaders: withApi({ failures: { 'GET /stats': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const stats = section(canvasElement, 'Gari in numbers');
    await expect(await stats.findByText('Failed to load statistics.')).toBeVisible();
    await expect(stats.queryByText('Active Members')).toBeNull();
  },
};

/** Team: the open roles, and the country-manager picker (none listed in Rwanda; one in Kenya). */
export const Team: Story = {
  args: { countryManagers: { KE: [{ name: 'Wanjiku Kamau' }] } },
  play: async ({ canvasElement }) => {
    const team = section(canvasElement, 'Our team');
    await expect(team.getByText('CEO').nextElementSibling).toHaveTextContent('To be announced');
    await expect(team.getByText('Investors and advisors').nextElementSibling).toHaveTextContent(
      'To be announced',
    );
    await expect(team.getByText('Head of operations').nextElementSibling).toHaveTextContent(
      'To be announced',
    );
    const picker = team.getByRole('button', { name: /Country/ });
    await expect(picker).toHaveTextContent('Rwanda');
    await expect(team.getByText('No managers listed for this country yet.')).toBeVisible();
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rwanda', 'Kenya', 'Uganda', 'Tanzania', 'Nigeria', 'Ghana', 'South Africa']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kenya' }));
    await expect(team.getByText('Wanjiku Kamau')).toBeVisible();
    await expect(team.getByText('Country manager, Kenya')).toBeVisible();
    await expect(team.queryByText('No managers listed for this country yet.')).toBeNull();
  },
};

/** Testimonials pending: 'Loading testimonials…'. */
export const TestimonialsLoading: Story = {
  loaders: withApi({ delays: { 'GET /test/admin/testimonials': 'never' } }),
  play: async ({ canvasElement }) => {
    const t = section(canvasElement, 'What members say');
    await expect(t.getByText('Loading testimonials…')).toBeVisible();
  },
};

/** No published testimonial for the stored country: 'No testimonials available.'. */
export const TestimonialsEmpty: Story = {
  loaders: withApi({ country: 'TZ' }),
  play: async ({ canvasElement, loaded }) => {
    const t = section(canvasElement, 'What members say');
    await expect(await t.findByText('No testimonials available.')).toBeVisible();
    await expect(apiOf(loaded).callsOf('GET /test/admin/testimonials')[0]?.query).toEqual({
      country: 'TZ',
      page: '1',
      per_page: '6',
    });
  },
};

/** The testimonials call failed: an empty page (spec §8), not an error. */
export const TestimonialsError: Story = {
  loaders: withApi({ failures: { 'GET /test/admin/testimonials': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    const t = section(canvasElement, 'What members say');
    await expect(await t.findByText('No testimonials available.')).toBeVisible();
  },
};

/**
 * 14 published testimonials (plus a hidden draft): 6 per page, stars readable by screen readers,
 * 'Community Member' when the role is missing, Prev/Next with 'Page X of Y • N total'.
 */
export const TestimonialsPaging: Story = {
  loaders: withApi({ published: 14 }),
  play: async ({ canvasElement }) => {
    const t = section(canvasElement, 'What members say');
    const list = await t.findByRole('list', { name: 'Testimonials' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(t.getByText('Page 1 of 3 • 14 total')).toBeVisible();
    await expect(t.queryByText(/Unpublished draft/)).toBeNull();
    await expect(within(list).getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    await expect(within(list).getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    // Olivier has no role: the default one shows.
    await expect(within(list).getByText('Olivier Nshimiyimana').nextElementSibling).toHaveTextContent(
      'Community Member',
    );
    const prev = t.getByRole('button', { name: 'Prev' });
    const next = t.getByRole('button', { name: 'Next' });
    await expect(prev).toBeDisabled();
    await userEvent.click(next);
    await expect(await t.findByText('Page 2 of 3 • 14 total')).toBeVisible();
    await userEvent.click(t.getByRole('button', { name: 'Next' }));
    await expect(await t.findByText('Page 3 of 3 • 14 total')).toBeVisible();
    await expect(within(t.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await expect(t.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(t.getByRole('button', { name: 'Prev' }));
    await expect(await t.findByText('Page 2 of 3 • 14 total')).toBeVisible();
  },
};

/**
 * Today's cheapest fuel in the main city of the country (Kigali: most stations): each fuel's cheapest
 * price per litre, its station (a link) and age, and a link to Kigali's stations by Best Price.
 */
export const CheapestFuelMainCity: Story = {
  play: async ({ canvasElement, loaded }) => {
    const card = within(await within(canvasElement).findByTestId('cheapest-fuel'));
    await expect(await card.findByRole('heading', { name: 'Cheapest fuel in Kigali today' })).toBeVisible();
    const rows = await card.findAllByRole('listitem');
    await expect(rows.map((r) => r.getAttribute('data-fuel'))).toEqual(['Essence', 'Diesel', 'Premium']);
    await expect(rows[1]).toHaveTextContent('DieselRWF 1,735/LMerez Gikondo · 10h ago');
    await expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'SP Kimironko' })).toHaveAttribute(
      'href',
      '/gas-station/501',
    );
    await expect(card.getByRole('link', { name: 'Compare stations in Kigali' })).toHaveAttribute(
      'href',
      '/gas-station?sort=price&city=Kigali',
    );
    await expect(apiOf(loaded).callsOf('GET /fuel-prices')[0]?.query).toEqual({ country: 'RW' });
  },
};

/** The member chose Musanze in the gas station list: the card shows Musanze. */
export const CheapestFuelMemberCity: Story = {
  beforeEach: () => {
    localStorage.setItem('gari.gasCity', 'Musanze');
    return () => localStorage.removeItem('gari.gasCity');
  },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByTestId('cheapest-fuel'));
    await expect(await card.findByRole('heading', { name: 'Cheapest fuel in Musanze today' })).toBeVisible();
    await expect(card.getAllByRole('listitem')[0]).toHaveTextContent(
      'EssenceRWF 1,785/LOryx Musanze · 4h ago',
    );
  },
};

/** No priced station in the country (or the board failed): no fuel card at all. */
export const CheapestFuelNone: Story = {
  loaders: withApi({ failures: { 'GET /fuel-prices': { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Gari in numbers' }),
    ).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByTestId('cheapest-fuel')).toBeNull());
  },
};

/** In French (issue #16 "Locale"): headings, tiles, buttons and the fuel card read from the French catalog. */
export const French: Story = {
  render: (args: HomePageProps, { loaded }) => (
    <LocaleProvider language="fr">
      <StoryFrame api={apiOf(loaded).api} initialEntry="/" path="/">
        <HomePage {...args} />
      </StoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fr = homeFr;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fr.heroTitle);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tout ce dont votre voiture a besoin, au même endroit',
    );
    const stats = section(canvasElement, 'Gari en chiffres');
    await expect(await stats.findByText('Membres actifs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Carburant le moins cher à Kigali aujourd’hui' }),
    ).toBeVisible();
    const team = section(canvasElement, 'Notre équipe');
    await expect(team.getByText('Directeur général').nextElementSibling).toHaveTextContent('À annoncer');
    await expect(canvas.queryByText('Everything your car needs, in one place')).toBeNull();
  },
};
