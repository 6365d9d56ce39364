import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { MemberPage } from './MemberPage';

const member: ScenarioOptions = { signedInAs: DEMO_USER.email };
const PROFILE = 'GET /users/{id}' as const;
const FOLLOW = 'POST /users/{id}/follow' as const;
const UNFOLLOW = 'POST /users/{id}/unfollow' as const;
const rootOf = (el: HTMLElement) => el.querySelector('section[data-state]') as HTMLElement;
const headOf = (el: HTMLElement) => el.querySelector('header[data-follow]') as HTMLElement;
/** The followers count shown in the stats. */
const followers = (el: HTMLElement) =>
  within(el).getByTestId('member-stats').querySelector('[data-stat^="follower"] dd')?.textContent;

const meta = {
  title: 'Members/MemberPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/members/eric.habimana' },
  loaders: withScenario(member),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path="/members/:username"
      initialEntry={args.entry}
      mainWidth="min(100vw, 60rem)"
    >
      <MemberPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<{ entry: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', state));
const followState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(headOf(el)).toHaveAttribute('data-follow', state));
const followButton = (el: HTMLElement) =>
  within(el).getByRole('button', { name: /^(Follow|Unfollow) Eric Habimana$/ });

/**
 * A visitor on Eric's profile: name, handle, bio, the counts, the real car collection (public fields),
 * his convoys and recent posts linking to their convoy, and FOLLOW (machine `follow` in `idle`).
 */
export const Visitor: Story = {
  loaders: withScenario(),
  parameters: { machine: { id: 'follow', state: 'idle' } },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Eric Habimana' })).toBeVisible();
    await expect(canvas.getByText('@eric.habimana')).toBeVisible();
    await expect(canvas.getByText('Toyota RAV4 owner in Kigali.')).toBeVisible();
    const cars = within(canvas.getByRole('region', { name: 'Car Collection' }));
    await expect(cars.getByRole('heading', { name: '2016 Toyota RAV4' })).toBeVisible();
    await expect(cars.getByText('Petrol · Automatic')).toBeVisible();
    const posts = within(canvas.getByRole('region', { name: 'Recent posts' }));
    const links = posts.getAllByRole('link', { name: /^in / });
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/communities\/[a-z]+%3A/));
    await expect(followButton(canvasElement)).toHaveTextContent('FOLLOW');
    await followState(canvasElement, 'idle');
  },
};

/** A visitor presses FOLLOW: no call, a prompt to sign in that comes back to this profile. */
export const VisitorSignInPrompt: Story = {
  loaders: withScenario(),
  parameters: { machine: { id: 'follow', state: 'signInPrompt' } },
  play: async ({ canvasElement, loaded }) => {
    await pageState(canvasElement, 'ready');
    await userEvent.click(followButton(canvasElement));
    await followState(canvasElement, 'signInPrompt');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sign in to follow members')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmembers%2Feric.habimana',
    );
    await expect(scenarioOf(loaded).callsOf(FOLLOW)).toHaveLength(0);
    clearAnnouncer();
  },
};

/** A member presses FOLLOW: UNFOLLOW and the count +1 show at once while the call runs. */
export const FollowSaving: Story = {
  loaders: withScenario({ ...member, delays: { [FOLLOW]: 'never' } }),
  parameters: { machine: { id: 'follow', state: 'savingFollow' } },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const before = Number(followers(canvasElement));
    await userEvent.click(followButton(canvasElement));
    await followState(canvasElement, 'savingFollow');
    await expect(followButton(canvasElement)).toHaveTextContent('UNFOLLOW');
    await expect(followButton(canvasElement)).toBeDisabled();
    await expect(Number(followers(canvasElement))).toBe(before + 1);
  },
};

/** The server took the follow: 'Success' with its message; the count is the server's. */
export const Followed: Story = {
  parameters: { machine: { id: 'follow', state: 'idle' } },
  play: async ({ canvasElement, loaded }) => {
    await pageState(canvasElement, 'ready');
    const before = Number(followers(canvasElement));
    await userEvent.click(followButton(canvasElement));
    await expectToast('Success', 'You are now following Eric Habimana.');
    await followState(canvasElement, 'idle');
    await expect(followButton(canvasElement)).toHaveTextContent('UNFOLLOW');
    await expect(Number(followers(canvasElement))).toBe(before + 1);
    await expect(scenarioOf(loaded).callsOf(FOLLOW)).toHaveLength(1);
  },
};

/** UNFOLLOW after following: FOLLOW and the count −1 show at once while the call runs. */
export const UnfollowSaving: Story = {
  loaders: withScenario({ ...member, delays: { [UNFOLLOW]: 'never' } }),
  parameters: { machine: { id: 'follow', state: 'savingUnfollow' } },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const before = Number(followers(canvasElement));
    await userEvent.click(followButton(canvasElement));
    await waitFor(() => expect(followButton(canvasElement)).toHaveTextContent('UNFOLLOW'));
    await followState(canvasElement, 'idle');
    await userEvent.click(followButton(canvasElement));
    await followState(canvasElement, 'savingUnfollow');
    await expect(followButton(canvasElement)).toHaveTextContent('FOLLOW');
    await expect(Number(followers(canvasElement))).toBe(before);
  },
};

/** The follow call fails: the button and the count roll back with 'Error' / 'Failed to follow user'. */
export const FollowFailed: Story = {
  loaders: withScenario({ ...member, failures: { [FOLLOW]: { status: 500 } } }),
  parameters: { machine: { id: 'follow', state: 'idle' } },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const before = Number(followers(canvasElement));
    await userEvent.click(followButton(canvasElement));
    await expectToast('Error', 'Failed to follow user');
    await followState(canvasElement, 'idle');
    await expect(followButton(canvasElement)).toHaveTextContent('FOLLOW');
    await expect(Number(followers(canvasElement))).toBe(before);
  },
};

/** The unfollow call fails: back to UNFOLLOW with 'Error' / 'Failed to unfollow user'. */
export const UnfollowFailed: Story = {
  loaders: withScenario({ ...member, failures: { [UNFOLLOW]: { status: 0 } } }),
  parameters: { machine: { id: 'follow', state: 'idle' } },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    await userEvent.click(followButton(canvasElement));
    await waitFor(() => expect(followButton(canvasElement)).toHaveTextContent('UNFOLLOW'));
    await followState(canvasElement, 'idle');
    await userEvent.click(followButton(canvasElement));
    await expectToast('Error', 'Failed to unfollow user');
    await expect(followButton(canvasElement)).toHaveTextContent('UNFOLLOW');
  },
};

/** One's own profile: no FOLLOW button. */
export const OwnProfile: Story = {
  args: { entry: '/members/amina' },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Amina Uwase' })).toBeVisible();
    await expect(canvas.getByText('This is your profile.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /follow/i })).toBeNull();
  },
};

/** An unknown username: 'User not found' with a way back to the convoys. */
export const NotFound: Story = {
  args: { entry: '/members/nobody-here' },
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'not-found');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse convoys' })).toHaveAttribute(
      'href',
      '/communities',
    );
  },
};

/** The profile is loading. */
export const Loading: Story = {
  loaders: withScenario({ delays: { [PROFILE]: 'never' } }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'loading');
    await expect(within(canvasElement).getByText('Loading member…')).toBeVisible();
  },
};

/** The profile could not be loaded: 'Failed to load' with Try again. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { [PROFILE]: { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'error');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Failed to load' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    clearAnnouncer();
  },
};

/** A visitor on Eric's profile in French (issue #16 "Locale"): sections and the follow button. */
export const French: Story = {
  loaders: withScenario(),
  parameters: { machine: { id: 'follow', state: 'idle' } },
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={scenarioOf(loaded).api} path="/members/:username" initialEntry={args.entry}>
        <MemberPage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await pageState(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Collection de voitures' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Publications récentes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivre Eric Habimana' })).toHaveTextContent('SUIVRE');
  },
};
