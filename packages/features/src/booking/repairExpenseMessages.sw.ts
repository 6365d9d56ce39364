/**
 * Kiswahili texts of `booking/repairExpenseMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('sw')` fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './repairExpenseMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  title: 'Uandike matengenezo haya kwenye gharama za gari lako?',
  summary: (v) => `Matengenezo · ${v.amount} · ${v.date} · ${v.note}`,
  logged: (v) => `Imeandikwa kama gharama ya matengenezo: ${v.summary}`,
  log: 'Andika gharama ya matengenezo',
  logging: 'Inaandika gharama ya matengenezo…',
  tryAgain: 'Jaribu tena',
  failed: 'Imeshindwa kuandika gharama.',
  toLog: 'Matengenezo ya kuandika',
  loggedTitle: 'Matengenezo yameandikwa',
  loggedText: (v) => `${v.service} kwa ${v.provider} iko kwenye gharama zako.`,
} satisfies Translation<typeof en>;
