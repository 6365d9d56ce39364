/**
 * French texts of `booking/myBookingsMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './myBookingsMessages';

export const fr = {
  myTitle: 'Mes réservations',
  mySubtitle: 'Vos réservations au garage et au lavage, avec leur statut selon la réponse du prestataire.',
  myLoading: 'Chargement de vos réservations...',
  myFailed: 'Impossible de charger vos réservations',
  retry: 'Réessayer',
  myEmpty: 'Aucune réservation pour le moment',
  myEmptyText: 'Réservez une prestation dans un garage ou un lavage et suivez son statut ici.',
  findGarage: 'Trouver un garage',
  upcoming: 'À venir',
  past: 'Passées',
  noUpcoming: 'Rien de prévu.',
  statusPending: 'En attente du prestataire',
  statusAccepted: 'Acceptée',
  statusDeclined: 'Refusée',
  statusCancelled: 'Annulée',
  statusCompleted: 'Terminée',
  finalPrice: (v: { price: string }) => `Prix final : ${v.price}`,
  providerMessage: (v: { provider: string }) => `Message de ${v.provider}`,
  diagnosisLink: 'Voir le rapport de diagnostic',
  logNotFound: (v: { id: string }) => `La réservation ${v.id} ne fait pas partie de vos réservations.`,
  addToCalendar: 'Ajouter au calendrier',
  cancelBooking: 'Annuler la réservation',
  cancelConfirm: 'Annuler cette réservation ? Le créneau est rendu au prestataire.',
  cancelYes: 'Oui, annuler',
  cancelKeep: 'La garder',
  cancelling: 'Annulation...',
  cancelledTitle: 'Réservation annulée',
  cancelledText: (v: { id: string }) => `Votre réservation ${v.id} est annulée.`,
  cancelFailedTitle: "Impossible d'annuler la réservation",
} satisfies Translation<typeof en>;
