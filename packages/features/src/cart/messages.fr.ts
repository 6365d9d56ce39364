/**
 * French texts of `cart/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  soldOut: 'Cet article est épuisé.',
  stockLimit: (v) => `Plus que ${v.stock} en stock.`,
  loadFailed: 'Impossible de charger votre panier. Veuillez réessayer.',
  mergeFailed:
    "Impossible d'ajouter à votre panier les articles choisis avant la connexion. Veuillez réessayer.",
  saveFailed: 'Impossible de mettre à jour votre panier. Veuillez réessayer.',
  title: 'Panier',
  loading: 'Chargement de votre panier…',
  empty: 'Votre panier est vide.',
  emptyHint: 'Trouvez la pièce qui convient à votre voiture dans la boutique de pièces.',
  browse: 'Parcourir les pièces détachées',
  addedTitle: 'Ajouté au panier',
  mergedTitle: 'Panier mis à jour',
  merged: 'Les articles choisis avant la connexion sont dans votre panier.',
  merging: 'Ajout des articles choisis avant la connexion…',
  items: (v) => (v.count === 1 ? '1 article' : `${v.count} articles`),
  total: 'Total',
  totals: 'Totaux',
  remove: 'Retirer',
  quantity: 'Quantité',
  unavailable: 'Indisponible dans cette quantité',
  inStock: (v) => `${v.stock} en stock`,
  checkout: 'Passer au paiement',
  signInToCheckout: 'Vous vous connecterez avant de payer ; votre panier vous suit.',
  tryAgain: 'Réessayer',
  failedTitle: 'Échec du chargement',
  continueShopping: 'Continuer mes achats',
  quantityOf: (v) => `Quantité de ${v.item}`,
  decreaseOf: (v) => `Diminuer la quantité de ${v.item}`,
  increaseOf: (v) => `Augmenter la quantité de ${v.item}`,
} satisfies Translation<typeof en>;
