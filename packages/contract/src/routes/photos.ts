/**
 * The picture files (issue #16): provider covers and logos and member avatars, as WebP and AVIF at
 * fixed widths. Public and immutable (a new upload gets a new name): cached for a year.
 */
import { z } from 'zod';
import { photoPaths as p } from '../paths';
import { PhotoNameParams } from '../photos';
import { tagged } from './route';

const route = tagged(['photos']);

/** Picture routes by name. */
export const photoRoutes = {
  image: route(p.image, {
    summary: 'An uploaded cover, logo or avatar',
    description:
      'Immutable: cached for a year. `<key>-<width>.webp` or `<key>-<width>.avif`, the URLs of a `Picture`.',
    params: PhotoNameParams,
    answer: z.string(),
    errors: [404, 422],
  }),
};
