/**
 * Kinyarwanda texts of `aiMechanic/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { VehicleDataTopic } from '@gari/machines/aiMechanic';
import type { Translation } from '../shared/messages';
import type { en } from './messages';

const MISSING_RW: Record<VehicleDataTopic, string> = {
  fuel_type: 'ubwoko bwa lisansi',
  transmission: 'ubwoko bwa vitesi',
  mileage: 'ibirometero yagenze',
  engine: 'ibisobanuro bya moteri',
  identity: "umwaka, ikirango n'ubwoko",
};

/** Kinyarwanda: 'Toyota RAV4 yawe', or 'Imodoka yawe' when unknown. */
const yawe = (vehicle: string) => (vehicle === '' ? 'Imodoka yawe' : `${vehicle} yawe`);

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
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
