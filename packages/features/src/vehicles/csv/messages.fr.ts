/**
 * French texts of `vehicles/csv/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../../shared/messages';
import type { en } from './messages';

export const fr = {
  previewFailed: 'Impossible de lire le fichier. Veuillez réessayer.',
  importFailed: 'Impossible d’importer le fichier. Rien n’a été importé ; veuillez réessayer.',
  emptyFile: 'Le fichier est vide. Choisissez un export CSV avec une ligne d’en-tête.',
  title: 'Import et export',
  exportRefuels: 'Exporter les pleins (CSV)',
  exportExpenses: 'Exporter les dépenses (CSV)',
  exportFailed: 'Échec de l’export',
  intro:
    'Importez pleins ou dépenses depuis Gari, LubeLogger (carburant ou entretiens) ou Fuelly. Rien n’est importé avant votre confirmation, et un fichier avec une ligne erronée n’importe rien.',
  units: 'Unités d’un fichier LubeLogger',
  metric: 'Kilomètres et litres',
  imperial: 'Miles et gallons US',
  serviceCategory: 'Les entretiens comptent comme',
  chooseFile: 'Choisir un fichier CSV',
  chooseAnother: 'Choisir un autre fichier',
  file: (v: { name: string }) => `Fichier : ${v.name}`,
  checking: 'Vérification du fichier…',
  nothingImported: 'Rien n’a été importé',
  fixRows: (v: { n: number }) =>
    `Corrigez ${v.n === 1 ? 'cette ligne' : 'ces lignes'} et choisissez à nouveau le fichier`,
  problems: 'Problèmes dans le fichier',
  andMore: (v: { n: number }) => `…et ${v.n} de plus.`,
  caption: (v: { ready: number; total: number; layout: string }) =>
    `${v.ready} sur ${v.total} ligne${v.total > 1 ? 's' : ''} prête${v.total > 1 ? 's' : ''} (${v.layout})`,
  row: 'Ligne',
  date: 'Date',
  litres: 'Litres',
  category: 'Catégorie',
  odometer: 'Compteur',
  amount: 'Montant',
  station: 'Station',
  note: 'Note',
  partial: ' (partiel)',
  cancel: 'Annuler',
  importRows: (v: { n: number }) => `Importer ${v.n} ligne${v.n > 1 ? 's' : ''}`,
  startOver: 'Recommencer',
  tryAgain: 'Réessayer',
  importDone: 'Import terminé',
  imported: (v: { n: number; kind: 'refuels' | 'expenses' }) =>
    v.kind === 'refuels'
      ? `${v.n} plein${v.n > 1 ? 's' : ''} importé${v.n > 1 ? 's' : ''}.`
      : `${v.n} dépense${v.n > 1 ? 's' : ''} importée${v.n > 1 ? 's' : ''}.`,
} satisfies Translation<typeof en>;
