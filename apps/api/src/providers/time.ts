/**
 * Local time of a provider and the time slots of a day: the rules live in `@gari/contract/rules/*`
 * (shared with the fakes of stories and tests); this module re-exports them for the API and holds the
 * clock the routes read.
 */
export {
  DEFAULT_OPENING_HOURS,
  defaultSlotTimes,
  effectiveHours,
  isOpenAt,
  slotTimes,
} from '@gari/contract/rules/slots';
export {
  addDays,
  fromMinutes,
  type LocalTime,
  localTime,
  toMinutes,
  weekdayOf,
  zonedInstant,
} from '@gari/contract/rules/time';

/** The clock routes read; tests replace `now` to pin "now" (reset it in `afterEach`). */
export const clock = { now: (): Date => new Date() };
