/**
 * French texts of `booking/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  stepService: 'Prestation',
  stepDateTime: 'Date et heure',
  stepContact: 'Coordonnées',
  stepReview: 'Récapitulatif',
  noSlots: 'Aucun créneau',
  pickDateFirst: 'Choisissez d’abord une date.',
  slotsFailed: 'Impossible de charger les créneaux. Veuillez réessayer.',
  nameRequired: 'Le nom complet est obligatoire.',
  phoneRequired: 'Le téléphone est obligatoire.',
  phoneInvalid: 'Saisissez un numéro de mobile valide, par ex. +250 788 123 456.',
  slotTaken: 'Cet horaire n’est plus disponible. Veuillez choisir un autre créneau.',
  failed: 'Impossible d’envoyer votre réservation. Veuillez réessayer.',
  smsNote: 'Nous vous enverrons un SMS de confirmation dès que le prestataire aura accepté votre demande.',
  stepOf: (v: { step: number }) => `Étape ${v.step} sur 4`,
  stepOfNamed: (v: { step: number; name: string }) => `Étape ${v.step} sur 4 : ${v.name}`,
  service: 'Prestation',
  date: 'Date',
  time: 'Heure',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  loadingSlots: 'Chargement des créneaux…',
  timeOn: (v: { date: string }) => `Heure le ${v.date}`,
  fullName: 'Nom complet',
  phone: 'Téléphone',
  phoneHint: 'par ex. 0788 123 456 ou +250 788 123 456',
  notes: 'Remarques',
  bookingAt: 'Réservation chez',
  back: 'Retour',
  next: 'Suivant',
  confirm: 'Confirmer',
  summaryTitle: 'Résumé de la réservation',
  confirmedTitle: 'Demande de réservation envoyée',
  confirmedText: (v: { service: string; provider: string; date: string; time: string }) =>
    `${v.service} chez ${v.provider} le ${v.date} à ${v.time}.`,
  yourService: 'Votre service',
  reference: 'Référence',
  addToCalendar: 'Ajouter au calendrier',
  close: 'Fermer',
} satisfies Translation<typeof en>;
