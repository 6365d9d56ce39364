/**
 * Kinyarwanda texts of `booking/repairExpenseMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('rw')` fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './repairExpenseMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  title: 'Andika iri sana mu byo imodoka yawe yatwaye?',
  summary: (v) => `Gusana · ${v.amount} · ${v.date} · ${v.note}`,
  logged: (v) => `Byanditswe nk’ikiguzi cyo gusana: ${v.summary}`,
  log: 'Andika ikiguzi cyo gusana',
  logging: 'Turandika ikiguzi cyo gusana…',
  tryAgain: 'Ongera ugerageze',
  failed: 'Ntibyashobotse kwandika ikiguzi.',
  toLog: 'Amasana yo kwandika',
  loggedTitle: 'Isana ryanditswe',
  loggedText: (v) => `${v.service} kuri ${v.provider} ryanditswe mu byo watanze.`,
} satisfies Translation<typeof en>;
