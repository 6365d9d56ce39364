import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame, expectToast } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { type Scenario, type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { pngFile } from '../testing/sellingStory';
import { ConvoyPage } from './ConvoyPage';

const CONVOY = 'local:kigali-cruisers';
const CREATE = 'POST /convoys/{id}/posts' as const;
const member: ScenarioOptions = { signedInAs: DEMO_USER.email };
/** The demo member (id 1) joins Kigali Cruisers. */
const joined = (s: Scenario) => {
  s.db.community.convoys.find((c) => c.id === CONVOY)?.member_ids.push(1);
};
const rootOf = (el: HTMLElement) => el.querySelector('section[data-state]') as HTMLElement;
const composerOf = (el: HTMLElement) =>
  el.querySelector('form[aria-labelledby="composer-title"]') as HTMLElement;
const ready = (el: HTMLElement) => waitFor(() => expect(rootOf(el)).toHaveAttribute('data-state', 'ready'));
const composerState = (el: HTMLElement, state: string) =>
  waitFor(() => expect(composerOf(el)).toHaveAttribute('data-state', state));
/** Picks `files` in the composer's file input (as the browser's file dialog does). */
function pickFiles(el: HTMLElement, files: File[]) {
  const input = composerOf(el).querySelector('input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const f of files) transfer.items.add(f);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
/** Waits for the composer, types `text`. */
async function write(el: HTMLElement, text: string) {
  await waitFor(() => expect(composerOf(el)).not.toBeNull());
  const composer = within(composerOf(el));
  await userEvent.type(composer.getByRole('textbox', { name: 'What is on your mind?' }), text);
  return composer;
}

const meta = {
  title: 'Convoys/ConvoyPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: `/communities/${CONVOY}` },
  loaders: withScenario(member, joined),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={scenarioOf(loaded).api}
      path="/communities/:id"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
    >
      <ConvoyPage />
    </AuthStoryFrame>
  ),
} satisfies Meta<{ entry: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member of Kigali Cruisers: banner, members and posts counts, Leave, the composer with Share
 * disabled while empty, the posts newest first with author links, and the side panel of cars.
 */
export const Member: Story = {
  parameters: { machine: { id: 'postComposer', state: 'editing' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kigali Cruisers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave' })).toBeVisible();
    await composerState(canvasElement, 'editing');
    const composer = within(composerOf(canvasElement));
    await expect(composer.getByRole('button', { name: 'Share' })).toBeDisabled();
    await userEvent.type(composer.getByRole('textbox', { name: 'What is on your mind?' }), '  ');
    await expect(composer.getByRole('button', { name: 'Share' })).toBeDisabled();
    const first = canvasElement.querySelector('article[data-post]') as HTMLElement;
    await expect(within(first).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/members\//),
    );
    await expect(canvas.getByRole('heading', { name: 'Your cars in this convoy' })).toBeVisible();
  },
};

/** Photos: previews of the first three, a fourth refused with the §5 message and 'Maximum images reached'. */
export const ComposerPhotos: Story = {
  parameters: { machine: { id: 'postComposer', state: 'editing' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await composerState(canvasElement, 'editing');
    pickFiles(
      canvasElement,
      ['1', '2', '3', '4'].map((n) => pngFile(`road-${n}.png`)),
    );
    const composer = within(composerOf(canvasElement));
    await expect(await composer.findByRole('img', { name: 'Preview of road-3.png' })).toBeVisible();
    await expect(composer.queryByRole('img', { name: 'Preview of road-4.png' })).toBeNull();
    await expect(composer.getByText('You can only add up to 3 images per post.')).toBeVisible();
    await expectToast('Maximum images reached', 'You can only add up to 3 images per post.');
    // An image alone may be shared.
    await expect(composer.getByRole('button', { name: 'Share' })).toBeEnabled();
    await userEvent.click(composer.getByRole('button', { name: 'Remove road-2.png' }));
    await expect(composer.queryByRole('img', { name: 'Preview of road-2.png' })).toBeNull();
    await expect(composer.queryByText('You can only add up to 3 images per post.')).toBeNull();
  },
};

/** Sending a post with two photos: it shows on top at once ("Posting…"), with the upload progress. */
export const ComposerSubmitting: Story = {
  parameters: { machine: { id: 'postComposer', state: 'submitting' } },
  loaders: withScenario({ ...member, delays: { [CREATE]: 'never' } }, joined),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const composer = await write(canvasElement, 'Sunday drive to Rebero #kigali');
    pickFiles(canvasElement, [pngFile('a.png'), pngFile('b.png')]);
    await composer.findByRole('img', { name: 'Preview of b.png' });
    await userEvent.click(composer.getByRole('button', { name: 'Share' }));
    await composerState(canvasElement, 'submitting');
    const first = canvasElement.querySelector('article[data-post]') as HTMLElement;
    await expect(within(first).getByText('Sunday drive to Rebero #kigali')).toBeVisible();
    await expect(within(first).getByText('Posting…')).toBeVisible();
    await expect(within(first).getAllByRole('img')).toHaveLength(2);
    await expect(composer.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The post is stored: it stays on top with its time, and the composer is empty again. */
export const ComposerPosted: Story = {
  parameters: { machine: { id: 'postComposer', state: 'editing' } },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const composer = await write(canvasElement, 'Meet-up at Nyarutarama on Saturday #carmeet');
    await userEvent.click(composer.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(scenarioOf(loaded).count(CREATE)).toBe(1));
    await composerState(canvasElement, 'editing');
    await expect(composer.getByRole('textbox', { name: 'What is on your mind?' })).toHaveValue('');
    const first = await waitFor(() => {
      const a = canvasElement.querySelector('article[data-post]') as HTMLElement;
      expect(Number(a.dataset.post)).toBeGreaterThan(0);
      return a;
    });
    await expect(within(first).getByText('Meet-up at Nyarutarama on Saturday #carmeet')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Amina Uwase' })).toBeVisible();
  },
};

/** The post fails: it is taken back, 'Post failed' / 'Could not publish your post. Please try again.', the text kept. */
export const ComposerFailed: Story = {
  parameters: { machine: { id: 'postComposer', state: 'editing' } },
  loaders: withScenario({ ...member, failures: { [CREATE]: { status: 500 } } }, joined),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const composer = await write(canvasElement, 'This will not go through');
    await userEvent.click(composer.getByRole('button', { name: 'Share' }));
    await expectToast('Post failed', 'Could not publish your post. Please try again.');
    await composerState(canvasElement, 'editing');
    await expect(composer.getByRole('textbox', { name: 'What is on your mind?' })).toHaveValue(
      'This will not go through',
    );
    await expect(within(rootOf(canvasElement)).queryByText('Posting…')).toBeNull();
  },
};

/** A member who has not joined: Join (the server's message as a toast), then the composer. */
export const NotJoined: Story = {
  loaders: withScenario(member),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Join this convoy to post in it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expectToast('You joined Kigali Cruisers.');
    await waitFor(() => expect(composerOf(canvasElement)).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Leave' })).toBeVisible();
  },
};

/** A visitor reads the posts; sign in to join and post; likes are counts only. */
export const Visitor: Story = {
  loaders: withScenario(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in to join and post' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcommunities%2Flocal%3Akigali-cruisers',
    );
    await expect(composerOf(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(1);
  },
};

/** An unknown convoy: 'Convoy not found' with a link to the list. */
export const NotFound: Story = {
  args: { entry: '/communities/brand:unknown-make' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'not-found'));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Convoy not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse convoys' })).toHaveAttribute(
      'href',
      '/communities',
    );
  },
};

/** While the convoy loads. */
export const Loading: Story = {
  loaders: withScenario({ ...member, delays: { 'GET /convoys/{id}': 'never' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading convoy…' })).toBeVisible();
  },
};
