/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the cart (issue #10 "Cart"; spec §2 Global chrome cart). Keys the `cart` machine
 * produces ({@link CartMessageKey}) must all be here — `t.message` checks it. 'Only N left in stock.'
 * and 'This item is sold out.' are the API's own texts for the same refusals.
 */
import type { CartMessageKey } from '@gari/machines/cart';
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  soldOut: 'This item is sold out.',
  stockLimit: (v: { stock: number }) => `Only ${v.stock} left in stock.`,
  loadFailed: 'Could not load your cart. Please try again.',
  mergeFailed: 'Could not move the items you chose before signing in into your cart. Please try again.',
  saveFailed: 'Could not update your cart. Please try again.',
  title: 'Cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  emptyHint: 'Find the part that fits your car in the Spareshop.',
  browse: 'Browse the Spareshop',
  addedTitle: 'Added to cart',
  mergedTitle: 'Cart updated',
  merged: 'The items you chose before signing in are in your cart.',
  merging: 'Adding the items you chose before signing in…',
  items: (v: { count: number }) => (v.count === 1 ? '1 item' : `${v.count} items`),
  total: 'Total',
  totals: 'Totals',
  remove: 'Remove',
  quantity: 'Quantity',
  unavailable: 'Not available in this quantity',
  inStock: (v: { stock: number }) => `${v.stock} in stock`,
  checkout: 'Proceed to Checkout',
  signInToCheckout: 'You will sign in before paying; your cart comes with you.',
  tryAgain: 'Try again',
  failedTitle: 'Failed to load',
  continueShopping: 'Continue shopping',
} satisfies Record<CartMessageKey, CatalogText> & Record<string, CatalogText>;

const fr = {
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
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  soldOut: 'Iki gicuruzwa cyashize.',
  stockLimit: (v) => `Hasigaye ${v.stock} gusa.`,
  loadFailed: 'Ntibyashobotse gufungura igare ryawe. Ongera ugerageze.',
  mergeFailed: 'Ntibyashobotse gushyira mu gare ibyo wahisemo utarinjira. Ongera ugerageze.',
  saveFailed: 'Ntibyashobotse guhindura igare ryawe. Ongera ugerageze.',
  title: 'Igare',
  loading: 'Turimo gufungura igare ryawe…',
  empty: 'Igare ryawe ririmo ubusa.',
  emptyHint: 'Shaka igice gikwiranye n’imodoka yawe mu iduka ry’ibyuma.',
  browse: 'Reba iduka ry’ibyuma',
  addedTitle: 'Byongewe mu gare',
  mergedTitle: 'Igare ryavuguruwe',
  merged: 'Ibyo wahisemo utarinjira biri mu gare ryawe.',
  merging: 'Turimo kongeramo ibyo wahisemo utarinjira…',
  items: (v) => `Ibicuruzwa ${v.count}`,
  total: 'Igiteranyo',
  totals: 'Ibiteranyo',
  remove: 'Kuramo',
  quantity: 'Ingano',
  unavailable: 'Ntibiboneka kuri iyi ngano',
  inStock: (v) => `${v.stock} biri mu bubiko`,
  checkout: 'Komeza ujye kwishyura',
  signInToCheckout: 'Uzinjira mbere yo kwishyura; igare ryawe rizagukurikira.',
  tryAgain: 'Ongera ugerageze',
  failedTitle: 'Gufungura byanze',
  continueShopping: 'Komeza guhaha',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  soldOut: 'Bidhaa hii imeisha.',
  stockLimit: (v) => `Zimebaki ${v.stock} tu.`,
  loadFailed: 'Imeshindikana kupakia kikapu chako. Tafadhali jaribu tena.',
  mergeFailed:
    'Imeshindikana kuhamishia kikapuni bidhaa ulizochagua kabla ya kuingia. Tafadhali jaribu tena.',
  saveFailed: 'Imeshindikana kusasisha kikapu chako. Tafadhali jaribu tena.',
  title: 'Kikapu',
  loading: 'Tunapakia kikapu chako…',
  empty: 'Kikapu chako ni tupu.',
  emptyHint: 'Tafuta kipuri kinachofaa gari lako kwenye duka la vipuri.',
  browse: 'Vinjari duka la vipuri',
  addedTitle: 'Imeongezwa kikapuni',
  mergedTitle: 'Kikapu kimesasishwa',
  merged: 'Bidhaa ulizochagua kabla ya kuingia ziko kwenye kikapu chako.',
  merging: 'Tunaongeza bidhaa ulizochagua kabla ya kuingia…',
  items: (v) => (v.count === 1 ? 'Bidhaa 1' : `Bidhaa ${v.count}`),
  total: 'Jumla',
  totals: 'Jumla kuu',
  remove: 'Ondoa',
  quantity: 'Idadi',
  unavailable: 'Haipatikani kwa idadi hii',
  inStock: (v) => `${v.stock} zipo stoo`,
  checkout: 'Endelea kulipa',
  signInToCheckout: 'Utaingia kabla ya kulipa; kikapu chako kitakufuata.',
  tryAgain: 'Jaribu tena',
  failedTitle: 'Imeshindikana kupakia',
  continueShopping: 'Endelea kununua',
} satisfies Translation<typeof en>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
