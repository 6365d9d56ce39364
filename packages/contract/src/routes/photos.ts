/**
 * The picture files (issue #16): provider covers and logos and member avatars, as WebP and AVIF at
 * fixed widths. Public and immutable (a new upload gets a new name): cached for a year.
 */
import { photoPaths as p } from '../paths';
import { PhotoNameParams } from '../photos';
import { pictureFile } from './parts';
import { tagged } from './route';

const route = tagged(['photos']);

/** Picture routes by name. */
export const photoRoutes = {
  image: route(p.image, {
    summary: 'An uploaded cover, logo or avatar',
    description:
      'Immutable: cached for a year. `<key>-<width>.webp` or `<key>-<width>.avif`, the URLs of a `Picture`.',
    ...pictureFile(PhotoNameParams),
    errors: [404, 422],
  }),
};
