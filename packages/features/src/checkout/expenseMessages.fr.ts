/**
 * French texts of `checkout/expenseMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './expenseMessages';

export const fr = {
  promptTitle: 'Ajouter ces pièces aux coûts de votre voiture ?',
  loggedTitle: 'Enregistré comme dépense',
  loggedText: (v) => `Pièces · ${v.amount} dans les coûts de `,
  addCar: 'Ajoutez votre voiture',
  addCarThen: " d'abord, puis enregistrez cette commande comme sa dépense.",
  summary: (v) => `Pièces · ${v.amount} · ${v.date} · ${v.note}`,
  forCar: (v) => ` · pour ${v.name}`,
  logParts: 'Enregistrer la dépense',
  logging: 'Enregistrement de la dépense…',
  tryAgain: 'Réessayer',
  anotherCar: 'Une autre voiture',
  logFailed: "Impossible d'enregistrer la dépense.",
  whichCar: 'Pour quelle voiture sont ces pièces ?',
  fits: ' (compatible)',
  carN: (v) => `voiture ${v.id}`,
} satisfies Translation<typeof en>;
