/** Service reminders of a car (issue #13): the car page panel, the My Cars badge and their hooks. */
export { KIND_KEY, remindersT } from './messages';
export { ReminderBadge } from './ReminderBadge';
export {
  leftText,
  nextDueText,
  RemindersPanel,
  type RemindersPanelProps,
  STATUS_BADGE,
} from './RemindersPanel';
export { reminderKeys, useReminderBadges, useReminders } from './useReminders';
