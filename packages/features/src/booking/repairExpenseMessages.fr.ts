/**
 * French texts of `booking/repairExpenseMessages.ts` (issue #16 Locale), in the chunk
 * `loadLanguage('fr')` fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './repairExpenseMessages';

export const fr = {
  title: 'Ajouter cette réparation aux dépenses de votre voiture ?',
  summary: (v) => `Réparation · ${v.amount} · ${v.date} · ${v.note}`,
  logged: (v) => `Ajoutée aux dépenses de réparation : ${v.summary}`,
  log: 'Ajouter la dépense',
  logging: 'Ajout de la dépense de réparation…',
  tryAgain: 'Réessayer',
  failed: 'Impossible d’ajouter la dépense.',
  toLog: 'Réparations à ajouter',
  loggedTitle: 'Réparation ajoutée',
  loggedText: (v) => `${v.service} chez ${v.provider} figure dans vos dépenses.`,
} satisfies Translation<typeof en>;
