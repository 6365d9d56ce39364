import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, clearAnnouncer, expectToast, NavigatedTo } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { chooseInSelect } from '../testing/pickers';
import { ConvoysPage } from './ConvoysPage';

const member: ScenarioOptions = { signedInAs: DEMO_USER.email };
const LIST = 'GET /convoys' as const;
const JOIN = 'POST /convoys/{id}/join' as const;
const rootOf = (el: HTMLElement) => el.querySelector('section[data-state]') as HTMLElement;

const meta = {
  title: 'Convoys/ConvoysPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/communities' },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path="/communities"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
    >
      <ConvoysPage />
      <NavigatedTo />
    </AuthStoryFrame>
  ),
} satisfies Meta<{ entry: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', state));
const cardsOf = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Convoys' })).getAllByRole('listitem');
const url = (el: HTMLElement) => within(el).getByTestId('location');
const cardOf = (el: HTMLElement, id: string) => el.querySelector(`li[data-convoy="${id}"]`) as HTMLElement;

/**
 * A visitor: the count, cards with category, members, posts and activity linking to
 * /communities/{id} (URL-encoded), "Sign in to join", the sign-in prompt, the latest posts of the feed
 * (author → member page) and trending hashtags.
 */
export const VisitorList: Story = {
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('convoys-count')).toHaveTextContent('10 convoys');
    await expect(cardsOf(canvasElement)).toHaveLength(10);
    const subaru = within(cardOf(canvasElement, 'brand:subaru'));
    await expect(subaru.getByRole('link', { name: 'Subaru Owners' })).toHaveAttribute(
      'href',
      '/communities/brand%3Asubaru',
    );
    await expect(subaru.getByText(/members · .* posts · Active/)).toBeVisible();
    await expect(subaru.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcommunities',
    );
    await expect(canvas.getByText('Join the convoys of your car')).toBeVisible();
    const feed = within(canvas.getByTestId('feed-preview'));
    await waitFor(() => expect(feed.getAllByRole('listitem').length).toBe(5));
    await expect(feed.getAllByRole('link', { name: /Habimana|Uwimana|Otieno/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/members\//),
    );
    const trending = within(canvas.getByTestId('trending'));
    await expect(trending.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(trending.getByText(/#sundaydrive/)).toBeVisible();
  },
};

/** Search, a category and a sort: each goes to the URL and the server query. */
export const SearchAndCategory: Story = {
  play: async ({ canvasElement, loaded }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search convoys' }), 'kigali{Enter}');
    await waitFor(() => expect(canvas.getByTestId('convoys-count')).toHaveTextContent('2 convoys'));
    await expect(url(canvasElement)).toHaveTextContent('?q=kigali');
    await userEvent.click(canvas.getByRole('link', { name: 'Culture' }));
    await waitFor(() => expect(canvas.getByTestId('convoys-count')).toHaveTextContent('1 convoy'));
    await expect(cardsOf(canvasElement)[0]).toHaveTextContent('Kigali JDM');
    await chooseInSelect(canvas, 'Sort by', 'Newest');
    await waitFor(() =>
      expect(url(canvasElement)).toHaveTextContent('q=kigali&category=culture&sort=newest'),
    );
    await waitFor(() =>
      expect(scenarioOf(loaded).callsOf(LIST).at(-1)?.query).toMatchObject({
        q: 'kigali',
        category: 'culture',
        sort: 'newest',
      }),
    );
  },
};

/**
 * The Advanced Filters panel (communities variant) for a member who joined Kigali Cruisers: only the
 * convoys I joined, in Rwanda; Filters (2) on the button; Reset clears them.
 */
export const AdvancedFilters: Story = {
  loaders: withScenario(member),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    const kigali = within(cardOf(canvasElement, 'local:kigali-cruisers'));
    await userEvent.click(await kigali.findByRole('button', { name: 'Join Kigali Cruisers' }));
    const joined = await expectToast('Success', 'You joined Kigali Cruisers.');
    // Closed as a member would: whether it timed out by the end would depend on the machine's speed.
    await userEvent.click(within(joined).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }, { timeout: 5000 }));
    await chooseInSelect(dialog, 'Show', 'Convoys I joined');
    await chooseInSelect(dialog, 'Country', 'Rwanda');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(url(canvasElement)).toHaveTextContent('joined=true&country=RW'));
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('convoys-count')).toHaveTextContent('1 convoy'));
    await expect(cardsOf(canvasElement)[0]).toHaveAttribute('data-convoy', 'local:kigali-cruisers');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const again = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }, { timeout: 5000 }));
    await userEvent.click(again.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters' })).toBeInTheDocument());
  },
};

/** A member joins a convoy: Joined badge, Leave, one more member and the server's message. */
export const MemberJoins: Story = {
  loaders: withScenario(member),
  play: async ({ canvasElement, loaded }) => {
    await pageState(canvasElement, 'ready');
    const joinable = cardsOf(canvasElement).find((c) => c.getAttribute('data-joined') === 'false');
    if (!joinable) throw new Error('no convoy to join');
    const id = joinable.getAttribute('data-convoy') as string;
    const name = within(joinable).getByRole('heading').textContent ?? '';
    await userEvent.click(within(joinable).getByRole('button', { name: `Join ${name}` }));
    await expectToast('Success', `You joined ${name}.`);
    const card = within(cardOf(canvasElement, id));
    await expect(card.getByText('Joined')).toBeVisible();
    await expect(card.getByRole('button', { name: `Leave ${name}` })).toBeVisible();
    await expect(scenarioOf(loaded).callsOf(JOIN)).toHaveLength(1);
  },
};

/** A join that fails: 'Error' and the card unchanged. */
export const JoinFailed: Story = {
  loaders: withScenario({ ...member, failures: { [JOIN]: { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const joinable = cardsOf(canvasElement).find((c) => c.getAttribute('data-joined') === 'false');
    if (!joinable) throw new Error('no convoy to join');
    await userEvent.click(within(joinable).getByRole('button', { name: /^Join / }));
    await expectToast('Error', 'Could not join the convoy. Please try again.');
    await expect(joinable).toHaveAttribute('data-joined', 'false');
  },
};

/** A member without a car is asked to add one (its convoys are joined for them). */
export const NoCar: Story = {
  loaders: withScenario({ ...member, vehicles: 0 }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Add your car to find your convoys')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a vehicle' })).toHaveAttribute(
      'href',
      '/vehicles/new',
    );
    clearAnnouncer();
  },
};

/** A member with cars sees no prompt. */
export const MemberWithCars: Story = {
  loaders: withScenario(member),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Join the convoys of your car')).toBeNull());
    await expect(canvas.queryByText('Add your car to find your convoys')).toBeNull();
  },
};

/** Nothing matches: the empty text and "Clear search and filters". */
export const Empty: Story = {
  args: { entry: '/communities?q=zzzz-nothing' },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'empty');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No convoys match your search/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await pageState(canvasElement, 'ready');
  },
};

/** The list is loading. */
export const Loading: Story = {
  loaders: withScenario({ delays: { [LIST]: 'never' } }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'loading');
    await expect(within(canvasElement).getByTestId('convoys-count')).toHaveTextContent('Loading convoys…');
  },
};

/** The list could not be loaded: 'Failed to load' with Try again. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { [LIST]: { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    clearAnnouncer();
  },
};

/** The list in French (issue #16 "Locale"): heading, count, cards and the visitor's sign-in link. */
export const French: Story = {
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={scenarioOf(loaded).api} path="/communities" initialEntry={args.entry}>
        <ConvoysPage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Convois' })).toBeVisible();
    await expect(canvas.getByTestId('convoys-count')).toHaveTextContent('10 convois');
    const subaru = within(cardOf(canvasElement, 'brand:subaru'));
    // The last activity in French: an age, or the day from a week on ('Actif 24 mai 2026').
    await expect(
      subaru.getByText(
        /membres · .* publications · Actif (il y a .+|à l’instant|\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4})$/,
      ),
    ).toBeVisible();
    await expect(subaru.getByRole('link', { name: 'Connectez-vous pour rejoindre' })).toBeVisible();
    // Issue #16: the category badge is translated too.
    await expect(subaru.getByText('Marque')).toBeVisible();
  },
};
