/**
 * French texts of `selling/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  loadFailed: 'Échec du chargement',
  saveFailed: "Impossible d'enregistrer votre annonce. Veuillez réessayer.",
  fixErrors: 'Vérifiez les champs en surbrillance.',
  titleShort: 'Le titre doit contenir au moins 3 caractères.',
  titleLong: 'Le titre peut contenir au plus 120 caractères.',
  categoryRequired: 'Choisissez une catégorie.',
  conditionRequired: 'Choisissez un état.',
  brandLong: 'La marque peut contenir au plus 60 caractères.',
  descriptionLong: 'La description peut contenir au plus 4000 caractères.',
  oemInvalid: (v) => `${v.number} : utilisez des lettres, des chiffres et des tirets.`,
  oemLength: (v) => `${v.number} : une référence OEM compte de 3 à 40 caractères.`,
  oemTooMany: (v) => `Saisissez au plus ${v.max} références OEM.`,
  priceRequired: 'Saisissez un prix.',
  priceInvalid: 'Le prix doit être supérieur à 0.',
  priceDecimals: (v) =>
    v.digits === 0
      ? `${v.currency} n'a pas de centimes : saisissez un montant entier.`
      : `${v.currency} accepte au plus ${v.digits} décimales.`,
  priceTooLarge: 'Le prix est trop élevé.',
  countryRequired: 'Choisissez le pays où vous vendez.',
  stockInvalid: (v) => `Saisissez un nombre entier de 0 à ${v.max.toLocaleString('fr-FR')}.`,
  cityRequired: 'Saisissez la ville où se trouve la pièce ou la voiture.',
  cityLong: 'La ville peut contenir au plus 80 caractères.',
  whatsappInvalid: 'Saisissez un numéro WhatsApp avec son indicatif pays, par ex. +250 788 123 456.',
  buyUrlInvalid: 'Saisissez une adresse web commençant par https://',
  carMakeRequired: 'Choisissez la marque de la voiture.',
  carModelRequired: 'Choisissez le modèle de la voiture.',
  yearRequired: "Choisissez l'année de la voiture.",
  mileageInvalid: (v) =>
    `Saisissez le kilométrage en km, un nombre entier jusqu'à ${v.max.toLocaleString('fr-FR')}.`,
  fuelRequired: 'Choisissez le carburant.',
  transmissionRequired: 'Choisissez la boîte de vitesses.',
  fitmentIncomplete: "Choisissez d'abord une marque et les deux années.",
  fitmentYears: "L'année de fin doit être au moins égale à l'année de début.",
  fitmentTooMany: (v) => `Une annonce convient à ${v.max} véhicules au plus.`,
  fitmentDuplicate: 'Ce véhicule est déjà dans la liste.',
  photosTooMany: (v) => `Une annonce peut avoir au plus ${v.max} photos.`,
  photoNotImage: (v) => `${v.name} n'est pas une image.`,
  photoTooLarge: (v) => `${v.name} dépasse ${v.mb} Mo.`,
  uploadFailed: "Échec de l'envoi.",
  removePhotoFailed: 'Impossible de retirer une photo. Veuillez réessayer.',
  orderFailed: "Impossible d'enregistrer l'ordre des photos. Veuillez réessayer.",
  savedPublishedTitle: 'Annonce publiée',
  savedDraftTitle: 'Brouillon enregistré',
  saveFailedTitle: "Impossible d'enregistrer l'annonce",
  listingsFailed: 'Impossible de charger vos annonces.',
  ordersFailed: 'Impossible de charger vos commandes.',
  actionFailed: "Impossible de mettre à jour l'annonce",
  orderActionFailed: 'Impossible de mettre à jour la commande',
  deleteFailed: "Impossible de supprimer l'annonce",
} satisfies Translation<typeof en>;
