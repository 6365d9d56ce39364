/**
 * Texts of the one-tap repair expense (issue #13 Close the loop; issue #16 Locale): the prompt under a
 * completed booking (`RepairExpensePrompt`) and the car page's "Repairs to log" (`RepairsToLog`).
 * French, Kinyarwanda and Kiswahili are in `repairExpenseMessages.<lang>.ts`.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  title: "Log this repair in your car's costs?",
  summary: (v: { amount: string; date: string; note: string }) =>
    `Repair · ${v.amount} · ${v.date} · ${v.note}`,
  logged: (v: { summary: string }) => `Logged as a repair expense: ${v.summary}`,
  log: 'Log repair expense',
  logging: 'Logging the repair expense...',
  tryAgain: 'Try again',
  failed: 'Could not log the expense.',
  toLog: 'Repairs to log',
  loggedTitle: 'Repair logged',
  loggedText: (v: { service: string; provider: string }) => `${v.service} at ${v.provider} is in your costs.`,
} satisfies Record<string, CatalogText>;

/** The repair expense texts' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'booking/repairExpenseMessages');
