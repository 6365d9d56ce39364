/**
 * Turns a ranking into the §3 diagnosis response: ranked diagnoses, the safety alert, the texts of a
 * question turn, and the full report of the final turn (suggestions, DIY actions, what needs a
 * mechanic, call to action, DIY and mechanic details).
 */
import type { DiagnosisItem, DiagnosisResponse, QuestionType } from '@gari/contract/ai';
import type { Fault } from '../knowledge';
import type { Model, Ranking } from './model';

/** Likelihood below which a candidate is not listed (the first is always listed). */
export const MIN_LISTED_LIKELIHOOD = 0.03;
/** At most this many diagnoses are returned. */
export const MAX_DIAGNOSES = 5;

export const MESSAGES = {
  questions: 'Thanks. A few quick questions will help me narrow this down.',
  vague:
    'I need a little more detail to tell what is wrong. Please answer a few general questions so I can narrow it down.',
  offTopic:
    'I can only help with car problems. Tell me what your car is doing: a noise, a warning light, a leak, a smell, smoke, or how it starts, drives or brakes.',
  followUp: 'Thanks. A couple more questions to be sure.',
  enough: 'Thanks, I have enough to give you a diagnosis. Press Submit Results to see it.',
  uncertain:
    'I could not pin this down with confidence. These are the most likely causes; a diagnostic check at a garage is the safest next step.',
} as const;

const SAFE_TEXT: Record<Fault['safe_to_drive'], string> = {
  yes: 'safe to drive',
  with_caution: 'drive with caution',
  no: 'do not drive',
};

/** `15,000` style grouping for RWF amounts. */
export function formatRwf(amount: number): string {
  return `${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')} RWF`;
}

function costText(f: Fault): string {
  if (f.est_cost.max === 0) return 'no cost';
  return `about ${formatRwf(f.est_cost.min).replace(' RWF', '')}–${formatRwf(f.est_cost.max)}`;
}

/** Ranked diagnoses for the response. */
export function diagnosisItems(model: Model, ranking: Ranking): DiagnosisItem[] {
  const items: DiagnosisItem[] = [];
  for (const fi of ranking.order) {
    const p = ranking.probs[fi] as number;
    if (items.length >= MAX_DIAGNOSES || (items.length > 0 && p < MIN_LISTED_LIKELIHOOD)) break;
    const f = (model.faults[fi] as { fault: Fault }).fault;
    items.push({
      fault_id: f.id,
      condition: f.condition,
      likelihood: Math.round(p * 1000) / 1000,
      severity: f.severity,
      safe_to_drive: f.safe_to_drive,
      est_cost: { min: f.est_cost.min, max: f.est_cost.max, currency: 'RWF' },
      garage_service: f.garage_service,
      parts: [...f.parts],
    });
  }
  return items;
}

/**
 * The safety alert: safety-critical faults among the three leading candidates that the owner's
 * words actually point to (text evidence ≥ 1), when likely enough (≥ 0.2, or the leader).
 */
export function safetyAlert(model: Model, ranking: Ranking): string | undefined {
  const notes: string[] = [];
  ranking.order.slice(0, 3).forEach((fi, rank) => {
    const f = (model.faults[fi] as { fault: Fault }).fault;
    const p = ranking.probs[fi] as number;
    const evidence = ranking.text[fi] as number;
    if (!f.safety_critical || !f.safety_note || evidence < 1) return;
    if (rank === 0 || p >= 0.2) {
      if (!notes.includes(f.safety_note)) notes.push(f.safety_note);
    }
  });
  if (notes.length === 0) return undefined;
  return `**Safety warning:** ${notes.slice(0, 2).join(' ')}`;
}

/** Plain labels of the symptom terms shown back to the owner (issue #4; ruled-out ones too, issue #16). */
export const SYMPTOM_LABELS: Readonly<Record<string, string>> = {
  squeal: 'squeal or squeak',
  grind: 'grinding or scraping',
  knock: 'knocking',
  clunk: 'clunk',
  rattle: 'rattle',
  whine: 'whine',
  whistle: 'whistle',
  hum: 'hum or drone',
  roar: 'loud exhaust',
  hiss: 'hiss',
  whoosh: 'whoosh',
  click: 'clicking',
  tick: 'ticking',
  ping: 'pinging under load',
  creak: 'creaking',
  vibration: 'vibration or shaking',
  judder: 'judder',
  steering_shake: 'steering wheel shake',
  pulsate: 'pulsing brake pedal',
  pull: 'pulls to one side',
  heavy_steering: 'heavy steering',
  loose_steering: 'loose steering',
  off_centre: 'steering wheel off-centre',
  spongy: 'soft brake pedal',
  sinks: 'pedal sinks',
  hard_pedal: 'hard brake pedal',
  brake_weak: 'weak brakes',
  hot_wheel: 'hot wheel',
  drag: 'dragging',
  rolls: 'rolls on a slope',
  bounce: 'bouncing',
  sag: 'sits low',
  overheat: 'overheating',
  temp_low: 'engine stays cold',
  gauge_erratic: 'erratic gauge',
  steam: 'steam',
  coolant_loss: 'losing coolant',
  overflow: 'coolant overflowing',
  bubbles: 'bubbles in the coolant',
  milky: 'milky oil',
  white_smoke: 'white smoke',
  blue_smoke: 'blue-grey smoke',
  black_smoke: 'black smoke',
  engine_smoke: 'smoke from the engine bay',
  smoke: 'smoke',
  burning_smell: 'burning smell',
  sweet_smell: 'sweet smell',
  fuel_smell: 'fuel smell',
  egg_smell: 'rotten-egg smell',
  musty_smell: 'musty smell',
  cabin_fumes: 'exhaust fumes',
  leak: 'leak',
  oil_loss: 'using or losing oil',
  start_fail: 'will not start',
  no_crank: 'does not crank',
  slow_crank: 'slow cranking',
  hard_start: 'hard to start',
  single_click: 'single click when starting',
  rapid_click: 'rapid clicking when starting',
  battery_dead: 'flat battery',
  corrosion: 'corroded battery terminals',
  dim: 'dim lights',
  flicker: 'flickering or intermittent',
  overcharge: 'overcharging signs',
  warning_light: 'warning light on',
  check_engine: 'check-engine light',
  battery_light: 'battery light',
  oil_light: 'oil light',
  temp_light: 'temperature light',
  brake_light: 'brake warning light',
  eps_light: 'steering warning light',
  trans_light: 'gearbox warning light',
  water_fuel_light: 'water-in-fuel light',
  misfire: 'misfire',
  rough_idle: 'rough idle',
  hunting_idle: 'idle goes up and down',
  high_idle: 'high idle',
  stall: 'stalling or cutting out',
  sputter: 'sputtering',
  hesitate: 'hesitation',
  jerk: 'jerking',
  power_loss: 'loss of power',
  limp: 'limp mode',
  fuel_economy: 'higher fuel consumption',
  slip: 'slipping',
  delay_engage: 'delayed engagement',
  harsh_shift: 'harsh shifts',
  stuck_gear: 'stuck in gear',
  pop_out: 'jumps out of gear',
  gear_hard: 'hard to select gears',
  warm_air: 'AC not cold',
  weak_airflow: 'weak airflow',
  flat: 'losing tyre pressure',
  bulge: 'tyre bulge',
  bald: 'worn tyres',
  grip: 'poor grip',
  uneven_wear: 'uneven tyre wear',
  dent: 'bent rim',
  not_working: 'something stopped working',
};

/** A question turn (first call or follow-up). */
export function questionResponse(args: {
  status: 'available' | 'degraded';
  message: string;
  questions: { text: string; type: QuestionType }[];
  diagnoses: DiagnosisItem[];
  symptoms: string[];
  /** Symptoms the member denied (issue #16). */
  ruledOut: string[];
  safety: string | undefined;
}): DiagnosisResponse {
  return {
    ai_status: args.status,
    message: args.message,
    further_questions: args.questions.map((q) => q.text),
    question_types: args.questions.map((q) => q.type),
    suggestions: [],
    diy_actions: [],
    mechanic_required: [],
    cta: '',
    symptoms: args.symptoms,
    ruled_out: args.ruledOut,
    diagnoses: args.diagnoses,
    ...(args.safety ? { safety_alert: args.safety } : {}),
    engine: 'embedded',
  };
}

/** The final report. */
export function finalResponse(args: {
  model: Model;
  diagnoses: DiagnosisItem[];
  confident: boolean;
  symptoms: string[];
  /** Symptoms the member denied (issue #16). */
  ruledOut: string[];
  safety: string | undefined;
}): DiagnosisResponse {
  const first = args.diagnoses[0];
  const lead = first ? args.model.faults.find((f) => f.fault.id === first.fault_id)?.fault : undefined;
  if (!first || !lead) {
    return {
      ai_status: 'degraded',
      message: MESSAGES.uncertain,
      further_questions: [],
      question_types: [],
      suggestions: [
        'Book a **Diagnostics** check so a mechanic can inspect the car and read any fault codes.',
      ],
      diy_actions: [],
      mechanic_required: ['A full diagnostic check by a mechanic.'],
      cta: 'Book a **Diagnostics** check at a garage near you.',
      symptoms: args.symptoms,
      ruled_out: args.ruledOut,
      diagnoses: [],
      ...(args.safety ? { safety_alert: args.safety } : {}),
      engine: 'embedded',
    };
  }
  const pct = Math.round(first.likelihood * 100);
  const message = args.confident
    ? `Most likely: **${lead.condition}** (about ${pct}% likely). ${lead.summary} Verdict: _${SAFE_TEXT[lead.safe_to_drive]}_.`
    : `${MESSAGES.uncertain} Leading candidate: **${lead.condition}** (about ${pct}% likely).`;
  const suggestions = args.diagnoses.slice(0, 3).map((d) => {
    const f = args.model.faults.find((x) => x.fault.id === d.fault_id)?.fault as Fault;
    return `**${d.condition}**: ${Math.round(d.likelihood * 100)}% likely, ${d.severity} severity, _${SAFE_TEXT[d.safe_to_drive]}_, ${costText(f)} (${d.garage_service}).`;
  });
  const mechanicRequired = [
    ...lead.mechanic,
    `Book a **${lead.garage_service}** service (${costText(lead)}, parts and labour).`,
  ];
  const part = lead.parts[0];
  const cta = part
    ? `Book a **${lead.garage_service}** service at a garage near you, or search the spareshop for _${part}_.`
    : `Book a **${lead.garage_service}** service at a garage near you.`;
  const cautions = [...lead.diy.cautions];
  if (lead.safety_note) cautions.unshift(lead.safety_note);
  return {
    ai_status: args.confident ? 'available' : 'degraded',
    message,
    further_questions: [],
    question_types: [],
    suggestions,
    diy_actions: [...lead.diy.steps],
    mechanic_required: mechanicRequired,
    cta,
    symptoms: args.symptoms,
    ruled_out: args.ruledOut,
    diy_details: {
      title: `Check it yourself: ${lead.condition}`,
      steps: [...lead.diy.steps],
      tools: [...lead.diy.tools],
      cautions,
    },
    mechanic_required_details: {
      title: `What the mechanic should do: ${lead.condition}`,
      steps: [...lead.mechanic],
      tools: lead.parts.map((p) => `Part: ${p}`),
      cautions: [
        `Estimated cost: ${costText(lead)} (parts and labour).`,
        `Severity: ${lead.severity}; ${SAFE_TEXT[lead.safe_to_drive]}.`,
      ],
    },
    diagnoses: args.diagnoses,
    ...(args.safety ? { safety_alert: args.safety } : {}),
    engine: 'embedded',
  };
}
