/**
 * AI mechanic answers for the fake API, stories and tests (spec §3 Diagnosis response): a first turn
 * with 3 typed questions, a follow-up with 2, final diagnoses with and without a safety alert, the
 * error and degraded answers, and a builder of stored reports. Figures in RWF.
 */
import type { DiagnosisResponse, StoredDiagnosis } from '@gari/contract/ai';

const base: Omit<DiagnosisResponse, 'message'> = {
  ai_status: 'available',
  further_questions: [],
  question_types: [],
  suggestions: [],
  diy_actions: [],
  mechanic_required: [],
  cta: '',
  symptoms: [],
  diagnoses: [],
  engine: 'embedded',
};

const WORN_PADS = {
  fault_id: 'brakes.worn_pads',
  condition: 'Worn brake pads',
  likelihood: 0.64,
  severity: 'high',
  safe_to_drive: 'with_caution',
  est_cost: { min: 25_000, max: 60_000, currency: 'RWF' },
  garage_service: 'Brake Service',
  parts: ['brake pads', 'brake pad wear sensor'],
} as const satisfies DiagnosisResponse['diagnoses'][number];

const SCORED_DISC = {
  fault_id: 'brakes.scored_disc',
  condition: 'Scored or warped brake discs',
  likelihood: 0.21,
  severity: 'medium',
  safe_to_drive: 'with_caution',
  est_cost: { min: 70_000, max: 180_000, currency: 'RWF' },
  garage_service: 'Brake Service',
  parts: ['brake discs'],
} as const satisfies DiagnosisResponse['diagnoses'][number];

const STUCK_CALIPER = {
  fault_id: 'brakes.sticking_caliper',
  condition: 'Sticking brake caliper',
  likelihood: 0.09,
  severity: 'high',
  safe_to_drive: 'no',
  est_cost: { min: 40_000, max: 150_000, currency: 'RWF' },
  garage_service: 'Brake Service',
  parts: ['brake caliper', 'caliper slide pins'],
} as const satisfies DiagnosisResponse['diagnoses'][number];

/** First turn: 3 questions typed location, activity and timeframe; preliminary diagnoses. */
export const AI_FIRST_ANSWER: DiagnosisResponse = {
  ...base,
  message: 'Thanks. A few quick questions will help me narrow this down.',
  further_questions: [
    'Where does the noise come from?',
    'Does it happen at idle, when accelerating, when braking or while cruising?',
    'When did you first notice it?',
  ],
  question_types: ['location', 'activity', 'timeframe'],
  symptoms: ['grinding or scraping'],
  diagnoses: [WORN_PADS, SCORED_DISC],
};

/** A follow-up turn: 2 yes/no questions. */
export const AI_FOLLOW_UP_ANSWER: DiagnosisResponse = {
  ...base,
  message: 'Thanks. A couple more questions to be sure.',
  further_questions: ['Does the brake pedal feel soft or sink?', 'Do you see oil or fluid near the wheels?'],
  question_types: ['yes_no', 'visible_oil'],
  symptoms: ['grinding or scraping'],
  diagnoses: [WORN_PADS, SCORED_DISC],
};

/** A follow-up turn with nothing more to ask. */
export const AI_ENOUGH_ANSWER: DiagnosisResponse = {
  ...base,
  message: 'Thanks, I have enough to give you a diagnosis. Press Submit Results to see it.',
  symptoms: ['grinding or scraping'],
  diagnoses: [WORN_PADS, SCORED_DISC],
};

/** Final diagnosis with a safety alert: worn brake pads first, DIY and mechanic details. */
export const AI_FINAL_ANSWER: DiagnosisResponse = {
  ...base,
  message: 'Here is what I found. The most likely cause is **worn brake pads**.',
  suggestions: ['Avoid hard braking until the brakes are checked.'],
  diy_actions: [
    'Look at the pads through the wheel spokes: under **3 mm** of pad means they are due.',
    'Check the _brake fluid_ level in the reservoir.',
  ],
  mechanic_required: ['Replace the front brake pads and check the discs for scoring.'],
  cta: 'Book a brake service at a garage near you.',
  symptoms: ['grinding or scraping', 'noise when braking'],
  diy_details: {
    title: 'Check the brake pads and fluid',
    steps: [
      'Park on level ground, engine off, handbrake on.',
      'Look through the wheel at the pad against the disc.',
      'Open the bonnet and read the brake fluid level between MIN and MAX.',
    ],
    tools: ['Torch', 'Clean cloth'],
    cautions: [
      'Brakes get hot: wait 30 minutes after driving.',
      'Do not open the fluid reservoir near paint.',
    ],
  },
  mechanic_required_details: {
    title: 'Brake service',
    steps: [
      'Remove the wheels and callipers.',
      'Fit new pads; measure or skim the discs.',
      'Bleed and test the brakes.',
    ],
    tools: ['Jack and stands', 'Calliper tool'],
    cautions: ['Pads are replaced in axle pairs.'],
  },
  diagnoses: [WORN_PADS, SCORED_DISC, STUCK_CALIPER],
  safety_alert:
    '**Safety warning:** Worn brake pads can fail without more warning. Drive gently to a garage and avoid long trips.',
};

/** Final diagnosis without a safety alert (AC not cooling). */
export const AI_FINAL_NO_SAFETY_ANSWER: DiagnosisResponse = {
  ...base,
  message: 'Here is what I found. The most likely cause is a **low AC refrigerant charge**.',
  diy_actions: ['Check that the AC fan runs when the AC is on.'],
  mechanic_required: ['Leak-test and recharge the AC system.'],
  cta: 'Book an AC service.',
  symptoms: ['AC not cold'],
  diy_details: {
    title: 'Check the AC fan and the cabin filter',
    steps: ['Start the engine and turn the AC to maximum.', 'Listen for the condenser fan at the front.'],
    tools: ['Torch'],
    cautions: ['Keep hands away from the fan.'],
  },
  diagnoses: [
    {
      fault_id: 'ac.low_refrigerant',
      condition: 'Low AC refrigerant',
      likelihood: 0.58,
      severity: 'low',
      safe_to_drive: 'yes',
      est_cost: { min: 30_000, max: 80_000, currency: 'RWF' },
      garage_service: 'AC Service',
      parts: ['AC refrigerant', 'AC O-ring kit'],
    },
    {
      fault_id: 'ac.clogged_cabin_filter',
      condition: 'Clogged cabin air filter',
      likelihood: 0.22,
      severity: 'low',
      safe_to_drive: 'yes',
      est_cost: { min: 8_000, max: 20_000, currency: 'RWF' },
      garage_service: 'AC Service',
      parts: ['cabin air filter'],
    },
  ],
};

/** An error answer (red 'Service Error' box), with the DIY actions the engine could still give. */
export const AI_ERROR_ANSWER: DiagnosisResponse = {
  ...base,
  ai_status: 'error',
  message: 'The diagnostic engine could not finish this diagnosis.',
  diy_actions: ['Check the brake fluid level.'],
  diagnoses: [WORN_PADS],
};

/** A degraded answer (amber 'Service Notice' box). */
export const AI_DEGRADED_ANSWER: DiagnosisResponse = {
  ...AI_FINAL_NO_SAFETY_ANSWER,
  ai_status: 'degraded',
  message: 'The language model did not answer, so the embedded engine made this diagnosis.',
};

/**
 * A stored report of vehicle `vehicle_id` (default 1) from `result` (default {@link AI_FINAL_ANSWER}),
 * created `created_at` (default 5 Nov 2026 10:00 UTC), with the answers of the fixtures' questions.
 */
export function storedDiagnosis(over: Partial<StoredDiagnosis> = {}): StoredDiagnosis {
  const id = over.id ?? 41;
  const result = over.result ?? AI_FINAL_ANSWER;
  return {
    id,
    vehicle_id: over.vehicle_id ?? 1,
    symptoms_text: over.symptoms_text ?? 'Grinding noise from the front when I brake',
    answers: over.answers ?? [
      { question: 'Where does the noise come from?', answer: 'Front left wheel', question_type: 'location' },
      {
        question: 'Does it happen at idle, when accelerating, when braking or while cruising?',
        answer: 'When I brake',
        question_type: 'activity',
      },
      { question: 'When did you first notice it?', answer: 'Since last week', question_type: 'timeframe' },
    ],
    result: { ...result, diagnosis_id: id },
    created_at: over.created_at ?? '2026-11-05T10:00:00.000Z',
  };
}
