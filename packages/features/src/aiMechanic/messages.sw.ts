/**
 * Kiswahili texts of `aiMechanic/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { VehicleDataTopic } from '@gari/machines/aiMechanic';
import type { Translation } from '../shared/messages';
import type { en } from './messages';

const MISSING_SW: Record<VehicleDataTopic, string> = {
  fuel_type: 'aina ya mafuta',
  transmission: 'aina ya gia',
  mileage: 'umbali uliotembea',
  engine: 'maelezo ya injini',
  identity: 'mwaka, aina na modeli',
};

/** Kiswahili: 'Toyota RAV4 yako', or 'Gari lako' when unknown. */
const yako = (vehicle: string) => (vehicle === '' ? 'Gari lako' : `${vehicle} yako`);

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
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
