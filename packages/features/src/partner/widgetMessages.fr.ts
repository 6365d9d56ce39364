/**
 * French texts of `partner/widgetMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './widgetMessages';

export const fr = {
  tryAgain: 'Veuillez réessayer.',
  bookingWidget: 'Widget de réservation',
  bookingWidgetIntro:
    'Les réservations faites via le widget ne sont acceptées que depuis les sites listés ici.',
  bookingWidgetEmpty: 'Aucun site n’est encore autorisé : ajoutez-en un pour recevoir des réservations.',
  bookingWidgetHint: 'Collez ceci là où le widget de réservation doit apparaître sur votre site.',
  priceWidget: 'Widget de prix',
  priceWidgetIntro: 'Le widget de prix n’affiche vos prix de carburant que sur les sites listés ici.',
  priceWidgetEmpty: 'Aucun site n’est encore autorisé : ajoutez-en un pour y afficher vos prix.',
  priceWidgetHint: 'Collez ceci là où vos prix de carburant doivent apparaître sur votre site.',
  loadingWidget: 'Chargement des réglages du widget…',
  widgetFailed: 'Impossible de charger les réglages du widget',
  allowedWebsites: 'Sites autorisés',
  remove: 'Retirer',
  removeOrigin: (v) => `Retirer ${v.origin}`,
  websiteOrigin: 'Origine du site',
  websiteOriginHint: 'Schéma et hôte, p. ex. https://www.example.rw',
  addWebsite: 'Ajouter le site',
  invalidOrigin: 'Utilisez une origine comme https://www.example.rw (schéma et hôte, sans chemin).',
  originTaken: 'Cette origine est déjà autorisée.',
  tooManyOrigins: (v) => `${v.max} origines au maximum.`,
  brandColour: 'Couleur de la marque',
  brandColourHint: 'Couleur hexadécimale des boutons du widget, p. ex. #0f766e',
  invalidColour: 'Utilisez une couleur comme #0f766e.',
  saveColour: 'Enregistrer la couleur',
  snippet: 'Extrait de code',
  copySnippet: 'Copier l’extrait',
  iframeUrl: 'URL de l’iframe (sans scripts)',
  copyUrl: 'Copier l’URL',
  asElement: 'Sous forme d’élément',
  elementHint:
    '296 px de haut dans tous les états ; theme="dark" et brand-color="#0f766e" changent son style.',
  copyElement: 'Copier l’élément',
  framePage: 'Page du widget de prix (iframe, sans scripts)',
  copyPageUrl: 'Copier l’URL de la page',
  widgetSaved: 'Widget enregistré',
  widgetSaveFailed: 'Échec de l’enregistrement du widget',
  copied: 'Copié dans le presse-papiers',
  copyFailed: 'Copie impossible',
  copyYourself: 'Sélectionnez le texte et copiez-le vous-même.',
} satisfies Translation<typeof en>;
