import { Badge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { useT } from '../../shared/locale';
import { remindersT } from './messages';
import { useReminderBadges } from './useReminders';

/**
 * The My Cars badge of one car (issue #13 "due/overdue on … My Cars"): 'N overdue' (danger) and/or
 * 'N due' (warning), else 'Service soon' (info) when something is due soon; nothing when all is OK or
 * while loading (the card stays usable). Reads GET /reminders/due once for every card.
 */
export function ReminderBadge({ vehicleId }: { vehicleId: number }) {
  const t = useT(remindersT);
  const badges = useReminderBadges();
  const mine = badges.data?.find((b) => b.vehicle_id === vehicleId);
  if (!mine) return null;
  const parts = [
    mine.overdue > 0 ? (
      <Badge key="overdue" tone="danger">
        {t('badgeOverdue', { n: mine.overdue })}
      </Badge>
    ) : null,
    mine.due > 0 ? (
      <Badge key="due" tone="warning">
        {t('badgeDue', { n: mine.due })}
      </Badge>
    ) : null,
    mine.overdue === 0 && mine.due === 0 && mine.due_soon > 0 ? (
      <Badge key="soon" tone="info">
        {t('badgeSoon')}
      </Badge>
    ) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Box as="span" display="flex" flexWrap="wrap" gap="xs" data-testid="reminder-badge">
      {parts}
    </Box>
  );
}
