/**
 * French texts of `aiMechanic/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { VehicleDataTopic } from '@gari/machines/aiMechanic';
import type { Translation } from '../shared/messages';
import type { en } from './messages';

const MISSING_FR: Record<VehicleDataTopic, string> = {
  fuel_type: 'le type de carburant',
  transmission: 'la boîte de vitesses',
  mileage: 'le kilométrage',
  engine: 'les détails du moteur',
  identity: "l'année, la marque et le modèle",
};

/** 'votre Toyota RAV4', or 'votre voiture' when unknown. */
const votre = (vehicle: string) => (vehicle === '' ? 'votre voiture' : `votre ${vehicle}`);

export const fr = {
  symptomsRequired: 'Veuillez décrire les symptômes.',
  symptomsTooLong: (v) =>
    `Votre message est trop long : ${v.max.toLocaleString('fr-FR')} caractères au maximum. Raccourcissez-le et renvoyez-le.`,
  unavailable: "Le service d'IA est momentanément indisponible.",
  location:
    "Veuillez préciser l'endroit (par ex. « Sous le moteur », « Près des roues », « À l'avant droit »).",
  timeframe: 'Veuillez répondre par une durée ou une date…',
  activity:
    "Veuillez dire quand cela se produit (par ex. « Au ralenti », « Quand j'accélère », « Quand je freine », « En roulant »).",
  yesNo: 'Veuillez répondre « Oui » ou « Non ».',
  leakType:
    'Veuillez décrire la fuite (par ex. « Goutte à goutte », « Filet continu », « Flaque sous la voiture »).',
  freePlan:
    "Avec l'offre gratuite, je ne peux prendre que des réponses sur les symptômes de votre voiture. Veuillez répondre à la question sur votre véhicule.",
  askedQuestion: (v) => `(${v.n}/${v.total}) ${v.question}`,
  vehicleFuelType: (v) => `Carburant de ${votre(v.vehicle)} : ${v.fuel}.`,
  vehicleTransmission: (v) => `Boîte de vitesses de ${votre(v.vehicle)} : ${v.transmission.toLowerCase()}.`,
  vehicleMileage: (v) =>
    `Le compteur de ${votre(v.vehicle)} affiche ${Math.round(v.mileage).toLocaleString('fr-FR')} ${v.unit} (d'après votre profil).`,
  vehicleEngine: (v) => `Moteur de ${votre(v.vehicle)} : ${v.engine}.`,
  vehicleIdentity: (v) => `Votre voiture est une ${v.vehicle}.`,
  vehicleDataMissing: (v) =>
    `Le profil de votre véhicule n'indique pas ${MISSING_FR[v.topic]}. Vous pouvez l'ajouter sur la page d'état de la voiture.`,
  title: 'Mécanicien IA',
  backToCar: "Retour à l'état de la voiture",
  diagnosticResults: 'Résultats du diagnostic',
  newChat: 'Nouvelle discussion',
  greeting: (v) =>
    `Bonjour${v.name ? ` ${v.name}` : ''} ! Je suis votre mécanicien IA. Dites-moi ce que fait votre ${v.vehicle} : un bruit, un voyant allumé, une fuite, une odeur, de la fumée, ou comment elle démarre, roule ou freine. Je vous poserai quelques questions, puis je vous donnerai un diagnostic.`,
  logLabel: 'Conversation avec le mécanicien IA',
  fromAssistant: 'Mécanicien IA : ',
  fromMember: 'Vous : ',
  typing: 'Le mécanicien IA écrit…',
  diagnosis: 'Diagnostic',
  serviceNotice: 'Avis du service',
  diyTitle: 'Ce que vous pouvez vérifier vous-même',
  mechanicTitle: 'Ce qui demande un mécanicien',
  viewReport: 'Voir le rapport complet',
  counter: (v) => `${v.count.toLocaleString('fr-FR')} / ${v.max.toLocaleString('fr-FR')} caractères.`,
  symptomsLabel: 'Décrivez les symptômes',
  symptomsHint: 'Ce qui se passe, quand, et ce que vous entendez, voyez ou sentez.',
  send: 'Envoyer',
  answerLabel: 'Votre réponse',
  waitQuestion: 'Attendez la question suivante.',
  atLeast: (v) => `Au moins ${v.min} caractères.`,
  submitResults: 'Envoyer les réponses',
  hint_location: "Dites où, par ex. « Sous le moteur », « Près des roues » ou « À l'avant droit ».",
  hint_timeframe: 'Dites depuis quand, par ex. « Depuis hier », « La semaine dernière » ou une date.',
  hint_activity: "Dites quand cela arrive : au ralenti, à l'accélération, au freinage ou en roulant.",
  hint_yes_no: 'Commencez par Oui ou Non, par ex. « Oui, tous les matins ».',
  hint_visible_oil: 'Commencez par Oui ou Non, par ex. « Non, le sol est sec ».',
  hint_leak_type: 'Décrivez la fuite : lente, goutte à goutte, continue, filet ou flaque.',
  hint_free: 'Décrivez-le avec vos propres mots.',
} satisfies Translation<typeof en>;
