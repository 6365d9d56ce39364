/**
 * French texts of `selling/myListingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myListingsMessages';

export const fr = {
  title: 'Mes annonces',
  subtitle: 'Les pièces que vous vendez et les commandes passées par les acheteurs.',
  sellPart: 'Vendre une pièce',
  tabs: 'Mes annonces et commandes',
  tabListings: 'Annonces',
  tabOrders: 'Commandes',
  status_draft: 'Brouillon',
  status_published: 'Publiée',
  status_paused: 'En pause',
  status_sold: 'Vendue',
  inStock: (v) => `${v.count} en stock`,
  oem: (v) => `OEM ${v.numbers}`,
  noPhoto: 'Pas de photo',
  edit: 'Modifier',
  editOf: (v) => `Modifier ${v.title}`,
  pause: 'Mettre en pause',
  publish: 'Publier',
  markSold: 'Marquer vendue',
  delete: 'Supprimer',
  deleteOf: (v) => `Supprimer ${v.title}`,
  loadingListings: 'Chargement de vos annonces…',
  emptyTitle: "Vous n'avez pas encore d'annonce",
  emptyText: 'Publiez une pièce détachée en quelques minutes : photos, prix et voitures compatibles.',
  yourListings: 'Vos annonces',
  deleteTitle: 'Supprimer cette annonce ?',
  keepListing: 'Annuler',
  deleteText: (v) =>
    `${v.title} : les acheteurs ne la verront plus. Une annonce qui a des commandes est marquée vendue à la place.`,
  confirm: 'Confirmer',
  cancelOrder: 'Annuler la commande',
  markCompleted: 'Marquer terminée',
  actionOf: (v) => `${v.action} : ${v.order}`,
  itemsOf: (v) => `Articles : ${v.order}`,
  note: (v) => `Note : ${v.note}`,
  loadingOrders: 'Chargement de vos commandes…',
  noOrders: 'Aucune commande pour le moment',
  noOrdersText: 'Les commandes passées sur vos annonces apparaissent ici.',
  ordersLabel: 'Commandes sur vos annonces',
  cancelTitle: 'Annuler cette commande ?',
  cancelText: "L'acheteur est prévenu et les articles reviennent en stock.",
} satisfies Translation<typeof en>;
