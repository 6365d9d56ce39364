/**
 * French texts of `booking/pageMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './pageMessages';

export const fr = {
  pageTitle: 'Réserver un service',
  chooseProvider: 'Choisissez d’abord un garage ou une station de lavage.',
  chooseProviderText: 'Choisissez un prestataire dans les listes, puis appuyez sur Réserver.',
  findGarage: 'Trouver un garage',
  findCarwash: 'Trouver un lavage auto',
  repairCategory: 'Réparation',
  repairLogged: (v) => `Enregistrée comme dépense de réparation : ${v.summary}`,
  repairTitle: 'Enregistrer cette réparation dans les dépenses de votre voiture ?',
  repairLog: 'Enregistrer la dépense',
  repairLogging: 'Enregistrement de la dépense…',
  repairTryAgain: 'Réessayer',
  repairFailed: "La dépense n'a pas pu être enregistrée.",
} satisfies Translation<typeof en>;
