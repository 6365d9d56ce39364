/**
 * Texts of the AI mechanic chat (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) (spec §4, §5, §8; ours where the spec gives none): the
 * messages the `aiMechanic` machine produces ({@link AiMechanicMessageKey}, all required here), with
 * the English grammar of the replies about the member's own vehicle.
 */
import type { AiMechanicMessageKey, VehicleDataTopic } from '@gari/machines/aiMechanic';
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

/** The vehicle as the subject of a reply: 'Your 2018 Toyota RAV4', or 'Your car' when unknown. */
const subject = (vehicle: string) => (vehicle === '' ? 'Your car' : `Your ${vehicle}`);
/** 'a' or 'an' before `word`. */
const article = (word: string) => (/^[aeiou]/i.test(word.trim()) ? 'an' : 'a');
/** What the profile lacks, per topic. */
const MISSING: Record<VehicleDataTopic, string> = {
  fuel_type: 'fuel type',
  transmission: 'transmission',
  mileage: 'mileage',
  engine: 'engine details',
  identity: 'year, make and model',
};

const en = {
  symptomsRequired: 'Please describe your symptoms.',
  symptomsTooLong: (v: { max: number }) =>
    `Your message is too long: at most ${v.max.toLocaleString('en-US')} characters. Shorten it and send again.`,
  unavailable: 'The AI service is temporarily unavailable.',
  location: "Please specify a location (e.g., 'Under engine', 'Near wheels', 'Front right').",
  timeframe: 'Please answer with a timeframe...',
  activity:
    "Please say when it happens (e.g., 'At idle', 'When I accelerate', 'When I brake', 'While cruising').",
  yesNo: "Please answer 'Yes' or 'No'.",
  leakType: "Please describe the leak (e.g., 'Slow drip', 'Steady stream', 'Pool under the car').",
  freePlan:
    "On the free plan I can only take answers about your car's symptoms. Please answer the question about your vehicle.",
  askedQuestion: (v: { n: number; total: number; question: string }) => `(${v.n}/${v.total}) ${v.question}`,
  vehicleFuelType: (v: { vehicle: string; fuel: string }) => `${subject(v.vehicle)} runs on ${v.fuel}.`,
  vehicleTransmission: (v: { vehicle: string; transmission: string }) =>
    `${subject(v.vehicle)} has ${article(v.transmission)} ${v.transmission.toLowerCase()} transmission.`,
  vehicleMileage: (v: { vehicle: string; mileage: number; unit: string }) =>
    `${subject(v.vehicle)} has ${Math.round(v.mileage).toLocaleString('en-US')} ${v.unit} on the odometer (from your profile).`,
  vehicleEngine: (v: { vehicle: string; engine: string }) =>
    `${subject(v.vehicle)} has ${article(v.engine)} ${v.engine} engine.`,
  vehicleIdentity: (v: { vehicle: string }) => `Your car is a ${v.vehicle}.`,
  vehicleDataMissing: (v: { topic: VehicleDataTopic }) =>
    `Your vehicle profile does not list the ${MISSING[v.topic]}. You can add it on the car status page.`,
  // The chat page (spec §2 AI mechanic).
  title: 'AI mechanic',
  backToCar: 'Back to car status',
  diagnosticResults: 'Diagnostic results',
  newChat: 'New Chat',
  greeting: (v: { name: string | null; vehicle: string }) =>
    `Hello ${v.name ?? 'there'}! I'm your AI mechanic. Tell me what your ${v.vehicle} is doing: a noise, a warning light, a leak, a smell, smoke, or how it starts, drives or brakes. I'll ask a few questions and then give you a diagnosis.`,
  logLabel: 'Conversation with the AI mechanic',
  fromAssistant: 'AI mechanic: ',
  fromMember: 'You: ',
  typing: 'The AI mechanic is typing…',
  diagnosis: 'Diagnosis',
  serviceNotice: 'Service Notice',
  diyTitle: 'What you can check yourself',
  mechanicTitle: 'What needs a mechanic',
  viewReport: 'View full report',
  counter: (v: { count: number; max: number }) =>
    `${v.count.toLocaleString('en-US')} / ${v.max.toLocaleString('en-US')} characters.`,
  symptomsLabel: 'Describe your symptoms',
  symptomsHint: 'What happens, when, and what you hear, see or smell.',
  send: 'Send',
  answerLabel: 'Your answer',
  waitQuestion: 'Wait for the next question.',
  atLeast: (v: { min: number }) => `At least ${v.min} characters.`,
  submitResults: 'Submit Results',
  hint_location: "Say where, e.g. 'Under the engine', 'Near the wheels' or 'Front right'.",
  hint_timeframe: "Say when, e.g. 'Since yesterday', 'Last week' or a date.",
  hint_activity: 'Say when it happens: at idle, when you accelerate, when you brake or while cruising.',
  hint_yes_no: "Start with Yes or No, e.g. 'Yes, every morning'.",
  hint_visible_oil: "Start with Yes or No, e.g. 'No, the ground is dry'.",
  hint_leak_type: 'Describe the leak: slow, drip, steady, stream or pool.',
  hint_free: 'Describe it in your own words.',
} satisfies Record<AiMechanicMessageKey, CatalogText> & Record<string, CatalogText>;

/** 'votre Toyota RAV4', or 'votre voiture' when unknown. */
const votre = (vehicle: string) => (vehicle === '' ? 'votre voiture' : `votre ${vehicle}`);
const MISSING_FR: Record<VehicleDataTopic, string> = {
  fuel_type: 'le type de carburant',
  transmission: 'la boîte de vitesses',
  mileage: 'le kilométrage',
  engine: 'les détails du moteur',
  identity: "l'année, la marque et le modèle",
};

const fr = {
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

/** Kinyarwanda: 'Toyota RAV4 yawe', or 'Imodoka yawe' when unknown. */
const yawe = (vehicle: string) => (vehicle === '' ? 'Imodoka yawe' : `${vehicle} yawe`);
const MISSING_RW: Record<VehicleDataTopic, string> = {
  fuel_type: 'ubwoko bwa lisansi',
  transmission: 'ubwoko bwa vitesi',
  mileage: 'ibirometero yagenze',
  engine: 'ibisobanuro bya moteri',
  identity: "umwaka, ikirango n'ubwoko",
};

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  symptomsRequired: 'Sobanura ibimenyetso imodoka yawe igaragaza.',
  symptomsTooLong: (v) =>
    `Ubutumwa bwawe ni burebure cyane: inyuguti ${v.max.toLocaleString('en-US')} gusa. Bugabanye wongere wohereze.`,
  unavailable: 'Serivisi ya AI ntiboneka muri iki gihe.',
  location: "Vuga aho biri (urugero: 'Munsi ya moteri', 'Hafi y'amapine', 'Imbere iburyo').",
  timeframe: 'Subiza uvuga igihe…',
  activity:
    "Vuga igihe bibera (urugero: 'Iyo ihagaze', 'Iyo nyongeye umuvuduko', 'Iyo mfashe feri', 'Iyo ngenda').",
  yesNo: "Subiza 'Yego' cyangwa 'Oya'.",
  leakType: "Sobanura uko bivamo (urugero: 'Bitonyanga buhoro', 'Bitemba', 'Ikidendezi munsi y'imodoka').",
  freePlan:
    'Kuri gahunda y’ubuntu nakira gusa ibisubizo ku bimenyetso by’imodoka yawe. Subiza ikibazo kijyanye n’imodoka yawe.',
  askedQuestion: (v) => `(${v.n}/${v.total}) ${v.question}`,
  vehicleFuelType: (v) => `${yawe(v.vehicle)} ikoresha ${v.fuel}.`,
  vehicleTransmission: (v) => `${yawe(v.vehicle)} ifite vitesi ${v.transmission.toLowerCase()}.`,
  vehicleMileage: (v) =>
    `${yawe(v.vehicle)} imaze ${Math.round(v.mileage).toLocaleString('en-US')} ${v.unit} kuri kontere (bivuye ku mwirondoro wawe).`,
  vehicleEngine: (v) => `${yawe(v.vehicle)} ifite moteri ${v.engine}.`,
  vehicleIdentity: (v) => `Imodoka yawe ni ${v.vehicle}.`,
  vehicleDataMissing: (v) =>
    `Umwirondoro w'imodoka yawe ntugaragaza ${MISSING_RW[v.topic]}. Ushobora kubyongeraho ku ipaji y'imiterere y'imodoka.`,
  title: 'Umukanishi wa AI',
  backToCar: "Subira ku miterere y'imodoka",
  diagnosticResults: 'Ibyavuye mu isuzuma',
  newChat: 'Ikiganiro gishya',
  greeting: (v) =>
    `Muraho${v.name ? ` ${v.name}` : ''}! Ndi umukanishi wawe wa AI. Mbwira ibyo ${v.vehicle} yawe ikora: urusaku, itara ryo kuburira, ibiva, impumuro, umwotsi, cyangwa uko yaka, igenda cyangwa ifata feri. Ndakubaza ibibazo bike hanyuma nguhe isuzuma.`,
  logLabel: "Ikiganiro n'umukanishi wa AI",
  fromAssistant: 'Umukanishi wa AI: ',
  fromMember: 'Wowe: ',
  typing: 'Umukanishi wa AI arimo kwandika…',
  diagnosis: 'Isuzuma',
  serviceNotice: 'Itangazo rya serivisi',
  diyTitle: 'Ibyo ushobora kwigenzurira',
  mechanicTitle: 'Ibikeneye umukanishi',
  viewReport: 'Reba raporo yose',
  counter: (v) => `${v.count.toLocaleString('en-US')} / ${v.max.toLocaleString('en-US')} inyuguti.`,
  symptomsLabel: 'Sobanura ibimenyetso',
  symptomsHint: 'Ibiba, igihe bibera, n’ibyo wumva, ubona cyangwa uhumurirwa.',
  send: 'Ohereza',
  answerLabel: 'Igisubizo cyawe',
  waitQuestion: 'Tegereza ikibazo gikurikira.',
  atLeast: (v) => `Nibura inyuguti ${v.min}.`,
  submitResults: 'Ohereza ibisubizo',
  hint_location: "Vuga aho, urugero: 'Munsi ya moteri', 'Hafi y'amapine' cyangwa 'Imbere iburyo'.",
  hint_timeframe: "Vuga igihe, urugero: 'Kuva ejo', 'Icyumweru gishize' cyangwa itariki.",
  hint_activity: 'Vuga igihe bibera: ihagaze, wongera umuvuduko, ufata feri cyangwa ugenda.',
  hint_yes_no: "Tangira na Yego cyangwa Oya, urugero: 'Yego, buri gitondo'.",
  hint_visible_oil: "Tangira na Yego cyangwa Oya, urugero: 'Oya, hasi harumye'.",
  hint_leak_type: 'Sobanura ibiva: buhoro, bitonyanga, bihoraho, bitemba cyangwa ikidendezi.',
  hint_free: 'Bisobanure mu magambo yawe.',
} satisfies Translation<typeof en>;

/** Kiswahili: 'Toyota RAV4 yako', or 'Gari lako' when unknown. */
const yako = (vehicle: string) => (vehicle === '' ? 'Gari lako' : `${vehicle} yako`);
const MISSING_SW: Record<VehicleDataTopic, string> = {
  fuel_type: 'aina ya mafuta',
  transmission: 'aina ya gia',
  mileage: 'umbali uliotembea',
  engine: 'maelezo ya injini',
  identity: 'mwaka, aina na modeli',
};

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  symptomsRequired: 'Tafadhali eleza dalili.',
  symptomsTooLong: (v) =>
    `Ujumbe wako ni mrefu mno: herufi ${v.max.toLocaleString('en-US')} tu. Ufupishe na utume tena.`,
  unavailable: 'Huduma ya AI haipatikani kwa sasa.',
  location: "Tafadhali taja mahali (k.m. 'Chini ya injini', 'Karibu na magurudumu', 'Mbele kulia').",
  timeframe: 'Tafadhali jibu kwa muda…',
  activity:
    "Tafadhali sema inatokea lini (k.m. 'Ikiwa imesimama', 'Ninapoongeza mwendo', 'Ninapofunga breki', 'Ninapoendesha').",
  yesNo: "Tafadhali jibu 'Ndiyo' au 'Hapana'.",
  leakType: "Tafadhali eleza uvujaji (k.m. 'Matone polepole', 'Mtiririko', 'Dimbwi chini ya gari').",
  freePlan:
    'Kwenye mpango wa bure ninaweza kupokea majibu kuhusu dalili za gari lako pekee. Tafadhali jibu swali kuhusu gari lako.',
  askedQuestion: (v) => `(${v.n}/${v.total}) ${v.question}`,
  vehicleFuelType: (v) => `${yako(v.vehicle)} inatumia ${v.fuel}.`,
  vehicleTransmission: (v) => `${yako(v.vehicle)} ina gia ya ${v.transmission.toLowerCase()}.`,
  vehicleMileage: (v) =>
    `${yako(v.vehicle)} imetembea ${Math.round(v.mileage).toLocaleString('en-US')} ${v.unit} kwenye odomita (kutoka kwenye wasifu wako).`,
  vehicleEngine: (v) => `${yako(v.vehicle)} ina injini ${v.engine}.`,
  vehicleIdentity: (v) => `Gari lako ni ${v.vehicle}.`,
  vehicleDataMissing: (v) =>
    `Wasifu wa gari lako hauonyeshi ${MISSING_SW[v.topic]}. Unaweza kuiongeza kwenye ukurasa wa hali ya gari.`,
  title: 'Fundi wa AI',
  backToCar: 'Rudi kwenye hali ya gari',
  diagnosticResults: 'Matokeo ya uchunguzi',
  newChat: 'Mazungumzo mapya',
  greeting: (v) =>
    `Habari${v.name ? ` ${v.name}` : ''}! Mimi ni fundi wako wa AI. Niambie ${v.vehicle} yako inafanya nini: kelele, taa ya onyo, uvujaji, harufu, moshi, au jinsi inavyowaka, inavyoenda au inavyofunga breki. Nitakuuliza maswali machache kisha nikupe uchunguzi.`,
  logLabel: 'Mazungumzo na fundi wa AI',
  fromAssistant: 'Fundi wa AI: ',
  fromMember: 'Wewe: ',
  typing: 'Fundi wa AI anaandika…',
  diagnosis: 'Uchunguzi',
  serviceNotice: 'Taarifa ya huduma',
  diyTitle: 'Unachoweza kukagua mwenyewe',
  mechanicTitle: 'Kinachohitaji fundi',
  viewReport: 'Tazama ripoti kamili',
  counter: (v) => `${v.count.toLocaleString('en-US')} / ${v.max.toLocaleString('en-US')} herufi.`,
  symptomsLabel: 'Eleza dalili',
  symptomsHint: 'Kinachotokea, lini, na unachosikia, kuona au kunusa.',
  send: 'Tuma',
  answerLabel: 'Jibu lako',
  waitQuestion: 'Subiri swali linalofuata.',
  atLeast: (v) => `Angalau herufi ${v.min}.`,
  submitResults: 'Tuma majibu',
  hint_location: "Sema wapi, k.m. 'Chini ya injini', 'Karibu na magurudumu' au 'Mbele kulia'.",
  hint_timeframe: "Sema tangu lini, k.m. 'Tangu jana', 'Wiki iliyopita' au tarehe.",
  hint_activity: 'Sema inatokea lini: ikiwa imesimama, unapoongeza mwendo, unapofunga breki au unapoendesha.',
  hint_yes_no: "Anza na Ndiyo au Hapana, k.m. 'Ndiyo, kila asubuhi'.",
  hint_visible_oil: "Anza na Ndiyo au Hapana, k.m. 'Hapana, ardhi ni kavu'.",
  hint_leak_type: 'Eleza uvujaji: polepole, matone, mfululizo, mtiririko au dimbwi.',
  hint_free: 'Eleza kwa maneno yako mwenyewe.',
} satisfies Translation<typeof en>;

/**
 * The chat catalog in the four languages and its typed `t(key, values)` (English: tests and stories);
 * views read it with `useT(t)`; `t.message(m)` for the machine's messages.
 */
export const t = createTranslator({ en, fr, rw, sw });
