/**
 * French texts of `contact/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  confirmTitle: 'Abonnement à la newsletter',
  unsubscribeTitle: 'Se désabonner de la newsletter',
  confirming: 'Confirmation de votre abonnement…',
  unsubscribing: 'Désabonnement…',
  confirmedTitle: 'Abonnement confirmé',
  confirmed: 'Votre abonnement est confirmé. Bienvenue dans la newsletter Gari !',
  alreadyTitle: 'Déjà confirmé',
  alreadyConfirmed: 'Votre abonnement était déjà confirmé. Vous êtes sur la liste de la newsletter Gari.',
  unsubscribedTitle: 'Vous êtes désabonné',
  unsubscribed: 'Vous êtes désabonné et ne recevrez plus de newsletter de Gari.',
  invalidTitle: 'Ce lien ne fonctionne pas',
  badConfirmLink:
    'Ce lien de confirmation est invalide ou a expiré. Abonnez-vous à nouveau pour en recevoir un autre.',
  badUnsubscribeLink: 'Ce lien de désabonnement est invalide.',
  noToken:
    "Ce lien est incomplet : il n'a pas de jeton. Ouvrez à nouveau le lien depuis l'e-mail, ou copiez-le en entier.",
  failedTitle: "Une erreur s'est produite",
  failed: 'Impossible de joindre Gari. Vérifiez votre connexion et réessayez.',
  subscribeAgain: "Réabonnez-vous depuis le pied de n'importe quelle page, ou écrivez-nous.",
  home: "Retour à l'accueil",
  contact: 'Nous contacter',
  sendFailed: 'Une erreur est survenue. Veuillez réessayer.',
  tryAgainIn: (v) => ` Réessayez dans ${v.wait}.`,
  waitSeconds: (v) => (v.count === 1 ? '1 seconde' : `${v.count} secondes`),
  waitMinutes: (v) => `${v.count} minutes`,
} satisfies Translation<typeof en>;
