import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InitialsAvatar } from '../account/ProfileAvatar';
import { ProviderCover } from '../providers/ProviderCover';
import { AuthStoryFrame } from '../testing/authStory';
import { fakePicture } from '../testing/fixtures/photos';
import { scenarioOf, withScenario } from '../testing/msw';
import { PictureUploadField } from './PictureUploadField';
import { UPLOAD_FAILED_MESSAGE } from './pictureUpload';
import { ResponsivePicture } from './ResponsivePicture';

const NOT_AN_IMAGE = 'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).';
const TOO_BIG = 'The photo may be at most 10 MB.';
const PROVIDER = { slug: 'remera-auto-care', name: 'Remera Auto Care', type: 'garage' as const };

/**
 * One picture upload (issue #16) in each of its states: a provider's cover in /partner and the
 * member's avatar on /profile. The picture files come from the fake backend (`GET /photos/{name}`).
 */
const meta = {
  title: 'Shared/PictureUploadField',
  component: PictureUploadField,
  loaders: withScenario(),
  // Inside the app frame: its theme gives the error text its colour.
  render: (args, { loaded }) => (
    <AuthStoryFrame api={scenarioOf(loaded).api} path="/partner">
      <PictureUploadField {...args} />
    </AuthStoryFrame>
  ),
  args: {
    title: 'Cover photo',
    hint: 'Shown on the garage list and your page, cut to 16:9. A photo up to 10 MB.',
    shape: 'wide',
    hasPicture: false,
    preview: <ProviderCover provider={PROVIDER} />,
    state: { status: 'idle' },
    onChoose: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PictureUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

const cover = fakePicture('cover', '00000000-0000-4000-8000-000000000001');
const avatar = fakePicture('avatar', '00000000-0000-4000-8000-000000000002');
const avatarArgs = {
  title: 'Photo',
  hint: 'A square photo of you, up to 10 MB.',
  shape: 'round' as const,
  preview: <InitialsAvatar name="Amina Uwase" />,
};

/** Partner cover, idle, none uploaded: the generated cover and 'Choose cover photo'. */
export const CoverIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-upload-state="idle"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose cover photo' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remove cover photo' })).toBeNull();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'garage.jpg', { type: 'image/jpeg' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

/** Partner cover with an uploaded photo: a `<picture>` (AVIF + WebP srcset), Replace and Remove. */
export const CoverUploaded: Story = {
  args: {
    hasPicture: true,
    preview: <ResponsivePicture picture={cover} sizes="18rem" alt="Cover photo of Remera Auto Care" />,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Cover photo of Remera Auto Care' });
    await expect(img).toHaveAttribute('width', '1280');
    await expect(img).toHaveAttribute('height', '720');
    await expect(canvasElement.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '360w',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover photo' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Partner cover uploading: a progress bar at 45 % and the file name; the buttons wait. */
export const CoverUploading: Story = {
  args: { state: { status: 'uploading', progress: 0.45, fileName: 'garage-front.jpg' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading cover photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Uploading garage-front.jpg… 45%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose cover photo' })).toBeDisabled();
  },
};

/** Partner cover refused: not an image (the API sniffs the content). No Retry: choose another file. */
export const CoverErrorNotAnImage: Story = {
  args: { state: { status: 'error', message: NOT_AN_IMAGE, retryable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Partner cover refused: over 10 MB (checked before sending). */
export const CoverErrorTooBig: Story = {
  args: { state: { status: 'error', message: TOO_BIG, retryable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TOO_BIG);
  },
};

/** Partner cover failed on the way (no answer): the plain message and Retry. */
export const CoverErrorRetry: Story = {
  args: { state: { status: 'error', message: UPLOAD_FAILED_MESSAGE, retryable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(UPLOAD_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Partner cover done: 'Photo saved.' beside the new picture. */
export const CoverDone: Story = {
  args: {
    hasPicture: true,
    state: { status: 'done' },
    preview: <ResponsivePicture picture={cover} sizes="18rem" alt="Cover photo of Remera Auto Care" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Photo saved.');
  },
};

/** Avatar, idle, none uploaded: the member's initials on a circle and 'Choose photo'. */
export const AvatarIdle: Story = {
  args: avatarArgs,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose photo' })).toBeEnabled();
  },
};

/** Avatar uploading at 80 %. */
export const AvatarUploading: Story = {
  args: { ...avatarArgs, state: { status: 'uploading', progress: 0.8, fileName: 'me.jpg' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
  },
};

/** Avatar refused: not an image. */
export const AvatarErrorNotAnImage: Story = {
  args: { ...avatarArgs, state: { status: 'error', message: NOT_AN_IMAGE, retryable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
  },
};

/** Avatar refused: over 10 MB. */
export const AvatarErrorTooBig: Story = {
  args: { ...avatarArgs, state: { status: 'error', message: TOO_BIG, retryable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TOO_BIG);
  },
};

/** Avatar done: the new photo, Replace and Remove, 'Photo saved.'. */
export const AvatarDone: Story = {
  args: {
    ...avatarArgs,
    hasPicture: true,
    state: { status: 'done' },
    preview: <ResponsivePicture picture={avatar} sizes="6rem" alt="Photo of Amina Uwase" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo saved.');
    await expect(canvas.getByRole('button', { name: 'Replace photo' })).toBeEnabled();
  },
};
