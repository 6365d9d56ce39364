import type { ConvoyPost } from '@gari/contract/convoys';
import { postReactionMachine } from '@gari/machines/postReaction';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { createScenario, type Scenario, type ScenarioOptions, scenarioOf } from '../testing/msw';
import { PostCard } from './PostCard';

const CONVOY = 'local:kigali-cruisers';
const REACT = 'POST /convoy-posts/{id}/react' as const;
const UNREACT = 'POST /convoy-posts/{id}/unreact' as const;
const COMMENTS = 'GET /convoy-posts/{id}/comments' as const;
const ADD = 'POST /convoy-posts/{id}/comments' as const;
const member: ScenarioOptions = { signedInAs: DEMO_USER.email };

/** A scenario and the newest post of Kigali Cruisers as the member sees it (`loaded.post`). */
const withPost = (options: ScenarioOptions = member, setup?: (s: Scenario) => void) => [
  async () => {
    const scenario = createScenario(options);
    setup?.(scenario);
    const page = await scenario.api.convoys.posts(CONVOY);
    return { scenario, post: page.data[0] as ConvoyPost };
  },
];
/** The demo member (id 1) likes every post of the convoy. */
const likedByMe = (s: Scenario) => {
  for (const p of s.db.community.posts) if (p.convoy_id === CONVOY) p.liker_ids.push(1);
};
/** 25 more comments on every post of the convoy (two pages). */
const manyComments = (s: Scenario) => {
  const post = s.db.community.posts
    .filter((p) => p.convoy_id === CONVOY)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0];
  if (!post) return;
  for (let i = 0; i < 25; i++)
    s.db.community.comments.push({
      id: 5000 + i,
      post_id: post.id,
      author: { id: 502, username: 'grace.uwimana', name: 'Grace Uwimana', avatar: null },
      content: `Comment number ${i + 1}`,
      created_at: new Date(Date.now() - (30 - i) * 60_000).toISOString(),
    });
};

const meta = {
  title: 'Convoys/PostCard',
  args: { slowLike: false },
  loaders: withPost(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path="/communities/:id"
      initialEntry={`/communities/${CONVOY}`}
      mainWidth="min(100vw, 40rem)"
    >
      <PostCard
        post={loaded.post as ConvoyPost}
        viewerId={1}
        now={Date.now()}
        reactionOptions={
          args.slowLike
            ? { machine: postReactionMachine.provide({ delays: { debounce: 600_000 } }) }
            : undefined
        }
      />
    </AuthStoryFrame>
  ),
} satisfies Meta<{ slowLike: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (el: HTMLElement) => within(el.querySelector('article') as HTMLElement);
const likeState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(el.querySelector('article [data-state]')).toHaveAttribute('data-state', state));
const commentsOf = (el: HTMLElement) => el.querySelector('section[id$="-comments"]') as HTMLElement;
const likes = (n: number) => (n === 1 ? '1 like' : `${n} likes`);
const likeButton = (el: HTMLElement) => card(el).getByRole('button', { name: 'Like' });
const openComments = async (el: HTMLElement) =>
  userEvent.click(card(el).getByRole('button', { name: /comments?$/ }));

/** The post: author link, text, Like with its count, comments, Share and Report. */
export const LikeIdle: Story = {
  parameters: { machine: { id: 'postReaction', state: 'idle' } },
  play: async ({ canvasElement, loaded }) => {
    const post = loaded.post as ConvoyPost;
    const c = card(canvasElement);
    await expect(c.getByRole('link', { name: post.author.name })).toHaveAttribute(
      'href',
      `/members/${post.author.username}`,
    );
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByText(likes(post.likes))).toBeVisible();
    await expect(c.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Report' })).toBeVisible();
    await likeState(canvasElement, 'idle');
  },
};

/** A like shows at once and waits 400 ms (here longer) before anything is sent. */
export const LikeDebouncing: Story = {
  parameters: { machine: { id: 'postReaction', state: 'debouncing' } },
  args: { slowLike: true },
  play: async ({ canvasElement, loaded }) => {
    const post = loaded.post as ConvoyPost;
    await userEvent.click(likeButton(canvasElement));
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(card(canvasElement).getByText(likes(post.likes + 1))).toBeVisible();
    await likeState(canvasElement, 'debouncing');
    await expect(scenarioOf(loaded).count(REACT)).toBe(0);
  },
};

/** After the debounce, the like is sent (the call stays pending here). */
export const LikeSending: Story = {
  parameters: { machine: { id: 'postReaction', state: 'sending' } },
  loaders: withPost({ ...member, delays: { [REACT]: 'never' } }),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(likeButton(canvasElement));
    await likeState(canvasElement, 'sending');
    await expect(scenarioOf(loaded).count(REACT)).toBe(1);
  },
};

/** Like then unlike within 400 ms: nothing is sent. */
export const LikeToggledBack: Story = {
  parameters: { machine: { id: 'postReaction', state: 'idle' } },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(likeButton(canvasElement));
    await userEvent.click(likeButton(canvasElement));
    await likeState(canvasElement, 'idle');
    await new Promise((r) => setTimeout(r, 500));
    await expect(scenarioOf(loaded).count(REACT) + scenarioOf(loaded).count(UNREACT)).toBe(0);
  },
};

/** A failed like is rolled back: 'Like failed' / 'Could not save your like.'. */
export const LikeFailed: Story = {
  parameters: { machine: { id: 'postReaction', state: 'idle' } },
  loaders: withPost({ ...member, failures: { [REACT]: { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    const post = loaded.post as ConvoyPost;
    await userEvent.click(likeButton(canvasElement));
    await expectToast('Like failed', 'Could not save your like.');
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(card(canvasElement).getByText(likes(post.likes))).toBeVisible();
  },
};

/** A failed unlike is rolled back: 'Unlike failed' / 'Could not remove your wave.'. */
export const UnlikeFailed: Story = {
  parameters: { machine: { id: 'postReaction', state: 'idle' } },
  loaders: withPost({ ...member, failures: { [UNREACT]: { status: 500 } } }, likedByMe),
  play: async ({ canvasElement }) => {
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(likeButton(canvasElement));
    await expectToast('Unlike failed', 'Could not remove your wave.');
    await expect(likeButton(canvasElement)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Comments opened then hidden again. */
export const CommentsClosed: Story = {
  parameters: { machine: { id: 'postComments', state: 'closed' } },
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    await waitFor(() => expect(commentsOf(canvasElement)).not.toBeNull());
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Hide comments' }));
    await waitFor(() => expect(commentsOf(canvasElement)).toBeNull());
  },
};

/** The comments load. */
export const CommentsLoading: Story = {
  parameters: { machine: { id: 'postComments', state: 'loading' } },
  loaders: withPost({ ...member, delays: { [COMMENTS]: 'never' } }),
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    await expect(await card(canvasElement).findByText('Loading comments…')).toBeVisible();
  },
};

/** The comments could not be loaded: the message and Try again. */
export const CommentsLoadFailed: Story = {
  parameters: { machine: { id: 'postComments', state: 'loadFailed' } },
  loaders: withPost({ ...member, failures: { [COMMENTS]: { status: 500, message: 'Server error.' } } }),
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    await expect(await card(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(card(canvasElement).getByText('Server error.')).toBeVisible();
  },
};

/** The comments and the comment box; a blank comment says 'Write a comment.'. */
export const CommentsReady: Story = {
  parameters: { machine: { id: 'postComments', state: 'ready' } },
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    const box = await card(canvasElement).findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, '   ');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Comment' }));
    await expect(await card(canvasElement).findByText('Write a comment.')).toBeVisible();
  },
};

/** A comment is added and shows under the others. */
export const CommentAdded: Story = {
  parameters: { machine: { id: 'postComments', state: 'ready' } },
  play: async ({ canvasElement, loaded }) => {
    await openComments(canvasElement);
    const box = await card(canvasElement).findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'See you at the meet-up! https://gari.rw/meet');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(scenarioOf(loaded).count(ADD)).toBe(1));
    const link = await card(canvasElement).findByRole('link', { name: 'https://gari.rw/meet' });
    await expect(link).toHaveAttribute('rel', expect.stringContaining('nofollow ugc'));
    await expect(box).toHaveValue('');
  },
};

/** More comments are loading (the second page). */
export const CommentsLoadingMore: Story = {
  parameters: { machine: { id: 'postComments', state: 'loadingMore' } },
  loaders: withPost(member, manyComments),
  play: async ({ canvasElement, loaded }) => {
    await openComments(canvasElement);
    const more = await card(canvasElement).findByRole('button', { name: 'More comments' });
    scenarioOf(loaded).delay(COMMENTS, 'never');
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('data-pending'));
  },
};

/** A comment on its way shows at once ("Posting…"). */
export const CommentSubmitting: Story = {
  parameters: { machine: { id: 'postComments', state: 'submitting' } },
  loaders: withPost({ ...member, delays: { [ADD]: 'never' } }),
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    const box = await card(canvasElement).findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Count me in');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Comment' }));
    await expect(await card(canvasElement).findByText('Count me in')).toBeVisible();
    await expect(card(canvasElement).getAllByText('Posting…').length).toBeGreaterThan(0);
  },
};

/** A failed comment is taken back and its text restored: 'Comment failed'. */
export const CommentFailed: Story = {
  parameters: { machine: { id: 'postComments', state: 'ready' } },
  loaders: withPost({ ...member, failures: { [ADD]: { status: 500 } } }),
  play: async ({ canvasElement }) => {
    await openComments(canvasElement);
    const box = await card(canvasElement).findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Count me in');
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Comment' }));
    await expectToast('Comment failed', 'Could not post your comment. Please try again.');
    await waitFor(() => expect(box).toHaveValue('Count me in'));
  },
};

/** Share without the Web Share API copies the link: 'Link copied'. */
export const ShareCopiesLink: Story = {
  play: async ({ canvasElement }) => {
    const copied: string[] = [];
    const nav = navigator as unknown as Record<string, unknown>;
    const share = Object.getOwnPropertyDescriptor(nav, 'share');
    const clipboard = Object.getOwnPropertyDescriptor(nav, 'clipboard');
    Object.defineProperty(nav, 'share', { value: undefined, configurable: true });
    Object.defineProperty(nav, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    try {
      await userEvent.click(card(canvasElement).getByRole('button', { name: 'Share' }));
      await expectToast('Link copied');
      await expect(copied[0]).toMatch(/\/communities\/local%3Akigali-cruisers#post-\d+$/);
    } finally {
      if (share) Object.defineProperty(nav, 'share', share);
      else delete nav.share;
      if (clipboard) Object.defineProperty(nav, 'clipboard', clipboard);
      else delete nav.clipboard;
    }
  },
};

/** Share with neither Web Share nor a clipboard: 'Share not supported' / 'Copy the URL from the address bar.'. */
export const ShareNotSupported: Story = {
  play: async ({ canvasElement }) => {
    const nav = navigator as unknown as Record<string, unknown>;
    const share = Object.getOwnPropertyDescriptor(nav, 'share');
    const clipboard = Object.getOwnPropertyDescriptor(nav, 'clipboard');
    Object.defineProperty(nav, 'share', { value: undefined, configurable: true });
    Object.defineProperty(nav, 'clipboard', { value: undefined, configurable: true });
    try {
      await userEvent.click(card(canvasElement).getByRole('button', { name: 'Share' }));
      await expectToast('Share not supported', 'Copy the URL from the address bar.');
    } finally {
      if (share) Object.defineProperty(nav, 'share', share);
      else delete nav.share;
      if (clipboard) Object.defineProperty(nav, 'clipboard', clipboard);
      else delete nav.clipboard;
    }
  },
};
