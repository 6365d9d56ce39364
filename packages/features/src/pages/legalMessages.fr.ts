/**
 * French texts of `pages/legalMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './legalMessages';

export const fr = {
  privacyTitle: 'Politique de confidentialité',
  privacyLead: 'Gari ne conserve que ce qui est nécessaire pour gérer votre compte et vos voitures.',
  privacyCollectTitle: 'Ce que nous collectons',
  privacyCollectAccount:
    'Votre compte : nom, e-mail, pays et un mot de passe haché (nous ne le stockons jamais en clair).',
  privacyCollectCars: 'Vos véhicules, pleins et dépenses, que vous saisissez vous-même.',
  privacyCollectSessions:
    'Les sessions : l’appareil, le navigateur, l’adresse IP et la dernière activité de chaque connexion, pour que vous puissiez les révoquer.',
  privacyUseTitle: 'Comment nous les utilisons',
  privacyUse:
    'Pour faire fonctionner Gari pour vous : vous connecter, afficher les coûts de vos voitures et envoyer les e-mails du compte (vérification et réinitialisation du mot de passe). Nous ne vendons pas vos données.',
  privacyChoicesTitle: 'Vos choix',
  privacyChoices:
    'Vous pouvez révoquer des sessions sur la page Sessions et retirer des véhicules à tout moment. Pour supprimer votre compte, écrivez à ',
  termsTitle: "Conditions d'utilisation",
  termsLead: "Les règles d'utilisation de Gari.",
  termsAccountTitle: 'Votre compte',
  termsAccount:
    'Vous devez vous inscrire et vous connecter pour utiliser Gari. Gardez votre mot de passe secret ; vous êtes responsable de ce qui se passe dans votre compte.',
  termsContentTitle: 'Votre contenu',
  termsContent:
    "Ce que vous saisissez reste à vous. Ne publiez rien d'illégal, de trompeur ou qui appartient à quelqu'un d'autre. Jusqu'à 5 véhicules par compte.",
  termsServiceTitle: 'Notre service',
  termsService:
    'Gari est fourni en l’état. Les chiffres comme les prix du carburant et les dépenses sont calculés à partir des données que vous et d’autres saisissez ; vérifiez-les avant de vous y fier. Ces conditions sont régies par les lois du Rwanda.',
  cookiesTitle: 'Politique relative aux cookies',
  cookiesLead: 'Gari utilise le stockage de votre navigateur, pas de cookies publicitaires.',
  cookiesStorage:
    'Nous conservons quelques éléments dans le stockage local de votre navigateur pour que le site fonctionne : vos jetons de connexion, un identifiant d’appareil créé une fois pour ce navigateur, le pays choisi et votre thème clair ou sombre.',
  cookiesNoTracking:
    'Nous n’utilisons aucun cookie publicitaire ni de suivi tiers. La déconnexion supprime les jetons de connexion ; effacer les données du site dans votre navigateur supprime le reste.',
} satisfies Translation<typeof en>;
