import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { scenarioOf, withScenario } from '../testing/msw';
import { CookiesPage } from './CookiesPage';
import { HELP_FAQ, HelpPage } from './HelpPage';
import { MorePage } from './MorePage';
import { PrivacyPage } from './PrivacyPage';
import { StaticPage } from './StaticPage';
import { TermsPage } from './TermsPage';

const apiOf = scenarioOf;

const meta = {
  title: 'Pages/StaticPages',
  component: StaticPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Static page', children: null },
  loaders: withScenario(),
} satisfies Meta<typeof StaticPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /more: links to Help Center, Contact Us, Privacy Policy, Terms of Service. */
export const More: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/more">
      <MorePage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/help',
      '/contact',
      '/privacy',
      '/terms',
    ]);
    await expect(links.map((l) => l.textContent)).toEqual([
      'Help Center',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
    ]);
  },
};

/** /help: four FAQ items, the registration rule, and a search box that filters them. */
export const Help: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/help">
      <HelpPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("All users must be registered and logged in to use Gari's services."),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(HELP_FAQ.length);
    await expect(HELP_FAQ).toHaveLength(4);
    await userEvent.click(canvas.getByText('How many vehicles can I add?'));
    await expect(canvas.getByText(/Up to 5 vehicles per account/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'password');
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent("No results for 'passwordzzz'.");
  },
};

/**
 * Help Center search (issue #12): accents and case do not matter, every word counts, the count is
 * announced; no match says "No results for 'q'" and links to Contact.
 */
export const HelpSearch: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/help">
      <HelpPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search help' });
    await userEvent.type(field, 'VÉHICLES');
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(1);
    await expect(canvas.getByText('How many vehicles can I add?')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 4 questions match.');
    await userEvent.clear(field);
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(HELP_FAQ.length);
    await userEvent.type(field, 'carburetor');
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent("No results for 'carburetor'. Contact us");
    await userEvent.click(canvas.getByRole('link', { name: 'Contact us' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /contact');
  },
};

/** /privacy, static text. */
export const Privacy: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/privacy">
      <PrivacyPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'What we collect' })).toBeVisible();
  },
};

/** /terms, static text. */
export const Terms: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/terms">
      <TermsPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/laws of Rwanda/)).toBeVisible();
  },
};

/** /cookies, static text. */
export const Cookies: Story = {
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/cookies">
      <CookiesPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Cookie Policy' }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(/no advertising or third-party tracking cookies/),
    ).toBeVisible();
  },
};

/** The Help Center in French (issue #16 "Locale"; the `language` global): title, FAQ, a search with no match. */
export const HelpFrench: Story = {
  globals: { language: 'fr' },
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/help">
      <HelpPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
    await expect(canvas.getByText('Combien de véhicules puis-je ajouter ?')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: "Rechercher dans l'aide" }), 'mot de passe');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 question(s) sur 4 correspondent.');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'carburateur');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Aucun résultat pour « carburateur ». Contactez-nous et nous vous répondrons.',
    );
  },
};

/** The legal pages in French (issue #16 "Locale"; the `language` global): privacy, terms and cookies. */
export const LegalFrench: Story = {
  globals: { language: 'fr' },
  render: (_args, { loaded }) => (
    <AuthStoryFrame api={apiOf(loaded).api} path="/privacy">
      <PrivacyPage />
      <TermsPage />
      <CookiesPage />
    </AuthStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ce que nous collectons' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@gari.rw' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
    await expect(canvas.getByText(/lois du Rwanda/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' }),
    ).toBeVisible();
  },
};
