/**
 * Picture routes of the fake backend (issue #16): the files (`GET /photos/{name}`, an SVG of the
 * file's size), a provider's cover and logo (`POST|DELETE /partner/providers/{id}/photos/{kind}`) and
 * the member's avatar (`POST|DELETE /users/me/avatar`). Like the API, a file that is not an image (by
 * its type here) or over 10 MB is a 422 naming the field with its code, and the old picture stays.
 */
import { MAX_UPLOAD_BYTES, type PictureKind, UPLOAD_MESSAGES } from '@gari/contract/photos';
import { fakePictureSvg } from '../fixtures/imageFiles';
import { fakePicture } from '../fixtures/photos';
import { fail, handle, type RouteContext, reply } from './handle';

/**
 * The uploaded file of `field` checked like the API does: a fake {@link Picture} of `kind`, or the
 * 422 answer naming `field` with its message and code (`required`, `too_big`, `invalid_format`).
 */
async function uploaded(ctx: RouteContext, field: string, kind: PictureKind) {
  const form = await ctx.request.formData().catch(() => null);
  const file = form?.get(field);
  const refuse = (why: keyof typeof UPLOAD_MESSAGES, code: string) =>
    reply(422, {
      message: 'The given data was invalid.',
      errors: { [field]: [UPLOAD_MESSAGES[why]] },
      error_codes: { [field]: [code] },
    });
  if (!(file instanceof Blob)) return refuse('missing', 'required');
  if (file.size > MAX_UPLOAD_BYTES) return refuse('tooBig', 'too_big');
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return refuse('notAnImage', 'invalid_format');
  return fakePicture(kind, `${kind}-${ctx.s.nextId()}`);
}

/** The partner provider `id` of the signed-in staff member, else 403. */
function partnerProvider(ctx: RouteContext) {
  ctx.requireUser();
  const provider = ctx.s.db.partnerProviders.find((p) => p.id === Number(ctx.params.id));
  if (!provider) return fail(403, 'You are not on the staff of this provider.');
  return provider;
}

/** Every picture route. */
export const photoRoutes = [
  handle('GET', '/photos/{name}', ({ params }) => {
    return new Response(fakePictureSvg(params.name ?? ''), { headers: { 'content-type': 'image/svg+xml' } });
  }),
  handle('POST', '/partner/providers/{id}/photos/{kind}', async (ctx) => {
    const provider = partnerProvider(ctx);
    const kind = ctx.params.kind === 'logo' ? 'logo' : 'cover';
    const picture = await uploaded(ctx, kind, kind);
    if (picture instanceof Response) return picture;
    provider[kind] = picture;
    return reply(201, { data: provider });
  }),
  handle('DELETE', '/partner/providers/{id}/photos/{kind}', (ctx) => {
    const provider = partnerProvider(ctx);
    provider[ctx.params.kind === 'logo' ? 'logo' : 'cover'] = null;
    return { data: provider };
  }),
  handle('POST', '/users/me/avatar', async (ctx) => {
    const user = ctx.requireUser();
    const picture = await uploaded(ctx, 'avatar', 'avatar');
    if (picture instanceof Response) return picture;
    user.avatar = picture;
    const { password: _password, ...data } = user;
    return { data };
  }),
  handle('DELETE', '/users/me/avatar', (ctx) => {
    const user = ctx.requireUser();
    user.avatar = null;
    const { password: _password, ...data } = user;
    return { data };
  }),
];
