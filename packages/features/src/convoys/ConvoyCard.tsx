import type { Convoy } from '@gari/contract/convoys';
import { Badge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { convoyPath } from '../shared/paths';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as s from './convoysList.css';
import { t as listT } from './listMessages';

/** The path of a convoy's page: `/communities/{id}` with the id URL-encoded (`brand%3Asubaru`). */

/** The catalog key of a convoy's category label (the derived kinds by name; issue #16). */
const CATEGORY_KEYS = {
  brand: 'catBrand',
  model: 'catModel',
  fuel: 'catFuel',
  gear: 'catGear',
  culture: 'catCulture',
  technology: 'catTechnology',
  local: 'catLocal',
  classic: 'catClassic',
  luxury: 'catLuxury',
} as const satisfies Record<Convoy['category'], keyof typeof listT.catalog.en>;

/** Props of {@link ConvoyCard}. */
export interface ConvoyCardProps {
  convoy: Convoy;
  /** Whether a member is signed in (visitors get "Sign in to join"). */
  member: boolean;
  /** Join or Leave pressed. */
  onToggle: (convoy: Convoy) => void;
  /** True while this card's join or leave call runs. */
  pending: boolean;
  /** Reference instant of "Active 3h ago" (ms; the list's fetch time, so server and client agree). */
  now: number;
  /** Where "Sign in to join" comes back to. */
  loginHref: string;
}

/**
 * One convoy of the list (spec §2 Convoys list, §3 Convoy): cover, name linking to
 * `/communities/{id}`, category, a Joined badge (and "Your car" when one of the member's cars
 * qualifies), description, members, posts and latest activity, and Join / Leave (visitors: a sign-in
 * link). `data-joined` on the item.
 */
export function ConvoyCard({ convoy, member, onToggle, pending, now, loginHref }: ConvoyCardProps) {
  const t = useT(listT);
  const timeAgo = useTimeAgo();
  const href = convoyPath(convoy.id);
  return (
    <li className={ps.card} data-convoy={convoy.id} data-joined={convoy.is_joined}>
      <div className={ps.media}>
        <img src={convoy.cover} alt="" loading="lazy" width={640} height={360} />
        <div className={ps.mediaBadges}>
          <Badge tone="neutral">{t(CATEGORY_KEYS[convoy.category])}</Badge>
          {convoy.is_joined ? <Badge tone="success">{t('joined')}</Badge> : null}
        </div>
      </div>
      <div className={ps.cardBody}>
        <h3 className={ps.cardTitle}>
          <Link href={href} underline="hover">
            {convoy.name}
          </Link>
        </h3>
        {convoy.my_vehicle_ids.length > 0 ? (
          <Box as="p" fontSize="sm" fontWeight="bold">
            {t('yourCar')}
          </Box>
        ) : null}
        <p className={s.description}>{convoy.description}</p>
        <p className={ps.muted}>
          {t('members', { count: convoy.members_count })} · {t('posts', { count: convoy.posts_count })} ·{' '}
          {t('active', { ago: timeAgo(convoy.recent_activity, now).toLowerCase() })}
        </p>
      </div>
      <div className={ps.cardActions}>
        {member ? (
          <Button
            variant={convoy.is_joined ? 'secondary' : 'primary'}
            size="sm"
            aria-label={
              convoy.is_joined
                ? t('leaveLabel', { name: convoy.name })
                : t('joinLabel', { name: convoy.name })
            }
            isDisabled={pending}
            onPress={() => onToggle(convoy)}
          >
            {convoy.is_joined ? t('leave') : t('join')}
          </Button>
        ) : (
          <LinkButton variant="secondary" size="sm" href={loginHref}>
            {t('signInToJoin')}
          </LinkButton>
        )}
      </div>
    </li>
  );
}
