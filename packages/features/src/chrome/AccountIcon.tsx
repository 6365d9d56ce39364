import type { Picture } from '@gari/contract/photos';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import * as styles from './chrome.css';
import { UserIcon } from './icons';

/**
 * The account button's picture (issue #16 Profile avatar): the member's uploaded avatar as a 32 px
 * round `<picture>` (the smallest file of its srcset; width/height set so nothing shifts), else the
 * user icon. Decorative: the link around it is labelled 'Profile'; the link keeps its 44 px target.
 */
export function AccountIcon({ picture }: { picture: Picture | null }) {
  if (!picture) return <UserIcon />;
  return <ResponsivePicture picture={picture} sizes="32px" className={styles.avatar} />;
}
