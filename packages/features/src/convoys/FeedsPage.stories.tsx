import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, scenarioOf, withScenario } from '../testing/msw';
import { FeedsPage } from './FeedsPage';

const member = { signedInAs: DEMO_USER.email };
/** The demo member (id 1) joins Kigali Cruisers. */
const joined = (s: Scenario) => {
  s.db.community.convoys.find((c) => c.id === 'local:kigali-cruisers')?.member_ids.push(1);
};
const rootOf = (el: HTMLElement) => el.querySelector('section[data-state]') as HTMLElement;
const stateIs = (el: HTMLElement, state: string) =>
  waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', state));

const meta = {
  title: 'Convoys/FeedsPage',
  parameters: { layout: 'fullscreen' },
  loaders: withScenario(member, joined),
  render: (_args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path="/feeds"
      initialEntry="/feeds"
      mainWidth="min(100vw, 75rem)"
    >
      <FeedsPage />
    </AuthStoryFrame>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's feed: posts of the convoys they joined, newest first, each naming its convoy; "Load more"
 * fetches the next page; the trending hashtags beside.
 */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'ready');
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: 'in Kigali Cruisers' })).toHaveAttribute(
      'href',
      '/communities/local%3Akigali-cruisers',
    );
    await expect(canvas.getByRole('heading', { name: 'Trending hashtags' })).toBeVisible();
    await expect(canvas.getByText('#kigali')).toBeVisible();
    await expect(
      canvas.queryByText('Sign in to see posts from your convoys and the members you follow.'),
    ).toBeNull();
  },
};

/** A member of every convoy: all 18 posts on one page (20 a page), so no "Load more". */
export const EveryConvoy: Story = {
  loaders: withScenario(member, (s) => {
    for (const c of s.db.community.convoys) c.member_ids.push(1);
  }),
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(18);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A member with no convoys and no follows: the empty feed points to the convoys. */
export const Empty: Story = {
  loaders: withScenario(member),
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'empty');
    await expect(within(canvasElement).getByRole('link', { name: 'Find convoys' })).toHaveAttribute(
      'href',
      '/communities',
    );
  },
};

/** A visitor: the sign-in prompt above the latest community posts. */
export const Visitor: Story = {
  loaders: withScenario(),
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'ready');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Sign in to see posts from your convoys and the members you follow.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Ffeeds',
    );
    await expect(canvas.getByRole('heading', { name: 'Latest from the community' })).toBeVisible();
    await userEvent.tab();
  },
};

/** The feed is loading. */
export const Loading: Story = {
  loaders: withScenario({ ...member, delays: { 'GET /feeds': 'never' } }),
  play: async ({ canvasElement }) => {
    await stateIs(canvasElement, 'loading');
  },
};
