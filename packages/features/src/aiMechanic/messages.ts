/**
 * English texts of the AI mechanic chat (spec §4, §5, §8; ours where the spec gives none): the
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
} satisfies Record<AiMechanicMessageKey, CatalogText>;

/** The catalog `{ en }` (other locales: issue #16) and its typed `t(key, values)` of the chat texts; `t.message(m)` for the machine's messages. */
export const t = createTranslator({ en });
