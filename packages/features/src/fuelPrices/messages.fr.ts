/**
 * French texts of `fuelPrices/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  stationLabel: (v) => `Prix des carburants chez ${v.station}`,
  boardLabel: (v) => `${v.fuel} le moins cher à ${v.city}`,
  boardTitle: (v) => `${v.fuel} le moins cher · ${v.city}`,
  boardSummary: (v) => `Moyenne ${v.average} · ${v.count === 1 ? '1 station' : `${v.count} stations`}`,
  boardEmpty: (v) => `Pas encore de prix du ${v.fuel} à ${v.city}.`,
  pricesList: 'Prix des carburants',
  stationsList: 'Stations les moins chères',
  perLitre: '/L',
  sourceStation: 'station',
  sourceDrivers: (v) => (v.count === 1 ? '1 conducteur' : `${v.count} conducteurs`),
  noPrice: 'Pas encore de prix',
  notSold: 'Non vendu ici',
  ceiling: (v) => `Plafond ${v.price} (${v.regulator})`,
  noCeiling: 'Pas de plafond réglementé',
  aboveCeiling: 'Au-dessus du plafond',
  thisStation: 'Cette station',
  open: 'Ouvert',
  closed: 'Fermé',
  open24h: 'Ouvert 24 h/24',
  updated: (v) => `Mis à jour ${v.age}`,
  notUpdated: 'Pas encore de prix',
  stale: 'Actualisation impossible : affichage des derniers prix.',
  credit: 'Prix fournis par Gari',
  loading: 'Chargement des prix des carburants…',
  errorTitle: 'Prix des carburants',
  unknownKey: 'Clé de widget inconnue. Vérifiez la clé dans la console partenaire Gari.',
  originRefused: "Ce widget de prix n'est pas autorisé sur ce site web.",
  unavailable: "Les prix des carburants n'ont pas pu être chargés. Veuillez réessayer plus tard.",
} satisfies Translation<typeof en>;
