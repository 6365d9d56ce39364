/**
 * Texts of the AI mechanic chat (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) (spec §4, §5, §8; ours where the spec gives none): the
 * messages the `aiMechanic` machine produces ({@link AiMechanicMessageKey}, all required here), with
 * the English grammar of the replies about the member's own vehicle.
 */
import type { AiMechanicMessageKey, VehicleDataTopic } from '@gari/machines/aiMechanic';
import { type CatalogText, createTranslator } from '../shared/messages';

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

export const en = {
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

/**
 * The chat catalog in the four languages and its typed `t(key, values)` (English: tests and stories);
 * views read it with `useT(t)`; `t.message(m)` for the machine's messages.
 */
export const t = createTranslator({ en }, 'aiMechanic/messages');
