/**
 * Symptom → vehicle-system classifier (issue #13: "symptoms mapped to the vehicle system they
 * describe before ranking, so the first answer is never from an unrelated system").
 *
 * The owner's words (lexicon terms, `text.ts`) are mapped to the car systems they point at (brakes,
 * steering, tyres, cooling, starting, fuel/idle…) with a weight per term; the car's own facts (fuel,
 * gearbox) shift the distribution (a diesel's "hard to start" points at the diesel system too; a
 * petrol car has no diesel system). The ranking then weighs each fault by how well its systems match
 * (`systemBonus`), and a fault whose systems got no evidence at all while another system clearly did is
 * kept out of the first place (`unrelated`).
 *
 * Pure and deterministic; the tables are data, reviewed like the knowledge base.
 */
import type { System } from '../knowledge';
import { SYSTEMS } from '../knowledge';
import type { CarFacts } from './context';
import type { TextTerms } from './text';

type Weights = Partial<Record<System, number>>;

/**
 * Which systems a lexicon term points at, and how strongly (1 = this term alone says the system).
 * Terms not listed (when/where words, colours, "noise", "smell"…) say nothing about the system.
 */
export const TERM_SYSTEMS: Readonly<Record<string, Weights>> = {
  // brakes
  brake: { brakes: 1 },
  pedal: { brakes: 0.8, transmission: 0.3 },
  pad: { brakes: 1.2 },
  disc: { brakes: 1.2 },
  caliper: { brakes: 1.2 },
  handbrake: { brakes: 1.2 },
  abs: { brakes: 1.2 },
  brake_fluid: { brakes: 1.2 },
  spongy: { brakes: 1 },
  sinks: { brakes: 0.8 },
  hard_pedal: { brakes: 1 },
  brake_weak: { brakes: 1 },
  hot_wheel: { brakes: 0.8, suspension: 0.3 },
  drag: { brakes: 1, transmission: 0.2 },
  brake_light: { brakes: 1 },
  pulsate: { brakes: 1 },
  downhill: { brakes: 0.4 },
  // steering
  steering: { steering: 0.7, tyres: 0.35, suspension: 0.25 },
  steering_wheel: { steering: 0.6, tyres: 0.4, suspension: 0.2, brakes: 0.1 },
  tie_rod: { steering: 1.2 },
  rack: { steering: 1.2 },
  heavy_steering: { steering: 1.2 },
  loose_steering: { steering: 1, suspension: 0.5 },
  off_centre: { tyres: 0.8, steering: 0.5 },
  eps_light: { steering: 1.2 },
  pull: { tyres: 0.8, steering: 0.4, brakes: 0.4, suspension: 0.2 },
  steering_shake: { tyres: 0.8, brakes: 0.5, suspension: 0.3, steering: 0.3 },
  // suspension
  suspension: { suspension: 1.2 },
  shock: { suspension: 1.2 },
  spring: { suspension: 1 },
  leaf: { suspension: 1.2 },
  ball_joint: { suspension: 1.2 },
  bushing: { suspension: 1.2 },
  link: { suspension: 1 },
  bearing: { suspension: 1.2 },
  bounce: { suspension: 1 },
  sag: { suspension: 1 },
  bump: { suspension: 0.8, steering: 0.2 },
  tilt: { suspension: 0.8 },
  // tyres and wheels
  tyre: { tyres: 1 },
  rim: { tyres: 1 },
  flat: { tyres: 1.2 },
  bulge: { tyres: 1.2 },
  sidewall: { tyres: 1.2 },
  bald: { tyres: 1.2 },
  uneven_wear: { tyres: 1.2 },
  tpms: { tyres: 1.2 },
  new_tyres: { tyres: 1 },
  wobble: { tyres: 0.7, suspension: 0.3 },
  wheel: { tyres: 0.4, suspension: 0.4, brakes: 0.2 },
  // cooling
  coolant: { cooling: 1.2 },
  radiator: { cooling: 1.2 },
  fan: { cooling: 1, ac: 0.3 },
  thermostat: { cooling: 1.2 },
  temp: { cooling: 1 },
  overheat: { cooling: 1.2 },
  temp_low: { cooling: 1.2 },
  gauge_erratic: { cooling: 1 },
  steam: { cooling: 1 },
  coolant_loss: { cooling: 1.2 },
  overflow: { cooling: 1 },
  bubbles: { cooling: 1 },
  temp_light: { cooling: 1.2 },
  water_pump: { cooling: 1.2 },
  sweet_smell: { cooling: 1.2 },
  hose: { cooling: 0.7, fuel: 0.2, steering: 0.1 },
  reservoir: { cooling: 0.6, brakes: 0.2, steering: 0.2 },
  cap: { cooling: 0.5, fuel: 0.5 },
  milky: { cooling: 1, engine: 0.3 },
  heater: { cooling: 0.8, ac: 0.4 },
  // engine (mechanical)
  oil: { engine: 0.6, leaks: 0.5 },
  knock: { engine: 1, suspension: 0.2 },
  tick: { engine: 0.8, exhaust: 0.3 },
  oil_light: { engine: 1.2 },
  oil_loss: { engine: 1, leaks: 0.4 },
  blue_smoke: { engine: 1.2, diesel: 0.2 },
  timing: { engine: 1.2 },
  mount: { engine: 1 },
  engine_smoke: { leaks: 0.6, cooling: 0.4, engine: 0.3 },
  // starting
  start_fail: { starting: 1, fuel: 0.4, ignition: 0.4, charging: 0.3, diesel: 0.2 },
  cranks: { starting: 0.3, fuel: 0.8, ignition: 0.6 },
  no_crank: { starting: 1.2, charging: 0.5 },
  slow_crank: { starting: 1, charging: 0.5 },
  hard_start: { starting: 0.6, fuel: 0.5, ignition: 0.3, diesel: 0.3 },
  single_click: { starting: 1.2, charging: 0.3 },
  rapid_click: { starting: 1.2, charging: 0.5 },
  all_dead: { starting: 1, charging: 0.8, electrical: 0.3 },
  battery_dead: { starting: 0.8, charging: 1 },
  jump_start: { starting: 0.8, charging: 0.8 },
  starter: { starting: 1.2 },
  key: { starting: 1, electrical: 0.2 },
  immobiliser: { starting: 1.2 },
  start: { starting: 0.3 },
  lights_ok: { starting: 0.8 },
  pump_silent: { fuel: 1.5, starting: 0.3 },
  cold_start: { starting: 0.2 },
  // charging
  battery: { charging: 0.8, starting: 0.8 },
  alternator: { charging: 1.2 },
  battery_light: { charging: 1.2 },
  dim: { charging: 0.8, electrical: 0.4 },
  flicker: { charging: 0.5, electrical: 0.5 },
  overcharge: { charging: 1.2 },
  belt: { charging: 1, engine: 0.3, cooling: 0.2 },
  terminal: { charging: 1, starting: 0.4 },
  corrosion: { charging: 1, starting: 0.3 },
  new_battery: { charging: 1, starting: 0.5 },
  parked_long: { charging: 0.8, starting: 0.5 },
  // fuel and running
  fuel: { fuel: 0.7, diesel: 0.2 },
  diesel_car: { diesel: 1 },
  fuel_pump: { fuel: 1.2 },
  fuel_filter: { fuel: 1.2, diesel: 0.4 },
  injector: { fuel: 0.8, diesel: 0.5 },
  throttle: { fuel: 1.2 },
  maf: { fuel: 1.2 },
  o2: { fuel: 1.2 },
  vacuum: { fuel: 1, brakes: 0.3 },
  air_filter: { fuel: 1.2 },
  fuel_smell: { fuel: 1.2 },
  fuel_economy: { fuel: 1, ignition: 0.3, tyres: 0.1 },
  after_refuel: { fuel: 1.2 },
  bad_fuel: { fuel: 1.2, diesel: 0.4 },
  ran_out: { fuel: 1, diesel: 0.4 },
  tank: { fuel: 1 },
  idle: { fuel: 0.6, ignition: 0.4, engine: 0.4 },
  rough_idle: { fuel: 0.8, ignition: 0.8, engine: 0.3 },
  hunting_idle: { fuel: 1.2 },
  high_idle: { fuel: 1.2 },
  stall: { fuel: 1, ignition: 0.5, diesel: 0.2 },
  sputter: { fuel: 0.8, ignition: 0.8 },
  hesitate: { fuel: 0.8, ignition: 0.6, transmission: 0.2 },
  power_loss: { fuel: 0.6, ignition: 0.4, exhaust: 0.4, diesel: 0.4, transmission: 0.2 },
  limp: { diesel: 0.5, transmission: 0.5, fuel: 0.3 },
  jerk: { fuel: 0.4, ignition: 0.4, transmission: 0.5 },
  check_engine: { fuel: 0.6, ignition: 0.5, exhaust: 0.4, engine: 0.2, diesel: 0.2 },
  revs: { fuel: 0.3, transmission: 0.3 },
  // ignition
  spark_plug: { ignition: 1.2 },
  ignition_coil: { ignition: 1.2 },
  misfire: { ignition: 1.2, fuel: 0.4 },
  ping: { ignition: 1.2 },
  // gearbox and drivetrain
  gear: { transmission: 1 },
  clutch: { transmission: 1.2 },
  automatic: { transmission: 1 },
  cvt: { transmission: 1.2 },
  atf: { transmission: 1.2 },
  diff: { transmission: 1.2 },
  fourwd: { transmission: 1.2 },
  cv: { transmission: 1.2 },
  cv_boot: { transmission: 1.2 },
  propshaft: { transmission: 1.2 },
  slip: { transmission: 1.2 },
  delay_engage: { transmission: 1.2 },
  engage: { transmission: 1 },
  harsh_shift: { transmission: 1.2 },
  stuck_gear: { transmission: 1.2 },
  pop_out: { transmission: 1.2 },
  gear_hard: { transmission: 1.2 },
  shift: { transmission: 1 },
  reverse: { transmission: 0.8 },
  neutral: { transmission: 0.6, starting: 0.4 },
  park: { transmission: 0.4, starting: 0.3 },
  trans_light: { transmission: 1.2 },
  judder: { transmission: 0.6, engine: 0.3, brakes: 0.3 },
  // exhaust
  exhaust: { exhaust: 0.6 },
  muffler: { exhaust: 1.2 },
  manifold: { exhaust: 1.2 },
  heat_shield: { exhaust: 1.2 },
  catalytic: { exhaust: 1.2 },
  egg_smell: { exhaust: 1.2 },
  roar: { exhaust: 1, suspension: 0.2 },
  egr: { exhaust: 1.2 },
  cabin_fumes: { exhaust: 1 },
  // air conditioning
  ac: { ac: 1.2 },
  compressor: { ac: 1.2 },
  condenser: { ac: 1.2 },
  blower: { ac: 1.2 },
  refrigerant: { ac: 1.2 },
  cabin_filter: { ac: 1.2 },
  warm_air: { ac: 1.2 },
  weak_airflow: { ac: 1.2 },
  musty_smell: { ac: 1.2 },
  // leaks
  leak: { leaks: 1 },
  drip: { leaks: 0.8 },
  puddle: { leaks: 0.8 },
  oily: { leaks: 1 },
  gasket: { leaks: 1, engine: 0.3 },
  valve_cover: { leaks: 1.2 },
  sump: { leaks: 1.2 },
  oil_filter: { leaks: 1.2 },
  // electrical
  window: { electrical: 1.2 },
  lock: { electrical: 1 },
  horn: { electrical: 1.2 },
  wiper: { electrical: 1.2 },
  headlight: { electrical: 1.2 },
  fuse: { electrical: 1.2 },
  airbag: { electrical: 1.2 },
  accessory: { electrical: 1 },
  seat: { electrical: 0.6 },
  door: { electrical: 0.6 },
  // diesel
  turbo: { diesel: 1.2 },
  boost: { diesel: 1.2 },
  glow: { diesel: 1.2 },
  dpf: { diesel: 1.2 },
  injection_pump: { diesel: 1.2 },
  water_fuel_light: { diesel: 1.2 },
  black_smoke: { diesel: 0.8, fuel: 0.8 },
  white_smoke: { cooling: 0.8, diesel: 0.3, engine: 0.2 },
  // noises: ambiguous on their own, a little evidence each
  squeal: { brakes: 0.35, charging: 0.35, steering: 0.15 },
  grind: { brakes: 0.4, transmission: 0.3, starting: 0.2, suspension: 0.2 },
  clunk: { suspension: 0.6, transmission: 0.3, steering: 0.1 },
  whine: { steering: 0.35, transmission: 0.35, charging: 0.2, diesel: 0.1 },
  hum: { suspension: 0.5, tyres: 0.4, transmission: 0.1 },
  click: { transmission: 0.4, starting: 0.3, suspension: 0.1 },
  whistle: { fuel: 0.3, diesel: 0.3, exhaust: 0.2 },
  hiss: { fuel: 0.3, cooling: 0.3, exhaust: 0.3 },
  rattle: { exhaust: 0.5, suspension: 0.4, engine: 0.2 },
  creak: { suspension: 0.8 },
  pop: { suspension: 0.4, transmission: 0.3, exhaust: 0.2 },
  burning_smell: { brakes: 0.3, transmission: 0.3, leaks: 0.3, electrical: 0.2 },
};

/**
 * Faults that belong to more than their knowledge-base system in the owner's eyes (a power-steering
 * leak is a steering fault and a leak; a CV joint clicks when turning). Fault id → extra systems.
 */
export const FAULT_AREAS: Readonly<Record<string, readonly System[]>> = {
  'steering.ps_fluid_leak': ['leaks'],
  'leaks.gearbox_axle_seal': ['transmission'],
  'leaks.ac_condensation': ['ac'],
  'leaks.valve_cover_gasket': ['engine'],
  'leaks.oil_sump_drain_plug': ['engine'],
  'leaks.rear_main_seal': ['engine', 'transmission'],
  'leaks.oil_filter_loose': ['engine'],
  'cooling.coolant_leak': ['leaks'],
  'cooling.burst_hose': ['leaks'],
  'cooling.water_pump': ['leaks'],
  'cooling.head_gasket': ['engine', 'exhaust'],
  'cooling.thermostat_stuck_open': ['ac'],
  'brakes.fluid_leak': ['leaks'],
  'brakes.warped_discs': ['steering'],
  'fuel.fuel_leak': ['leaks'],
  'fuel.fuel_pump': ['starting'],
  'fuel.contaminated_fuel': ['starting'],
  'transmission.cv_joint': ['suspension', 'steering'],
  'transmission.propshaft_ujoint': ['suspension'],
  'suspension.wheel_bearing': ['tyres'],
  'suspension.ball_joint': ['steering'],
  'tyres.alignment': ['steering'],
  'tyres.wheel_balance': ['steering'],
  'tyres.bent_rim': ['steering'],
  'exhaust.egr_valve': ['fuel'],
  'exhaust.catalytic_converter': ['fuel'],
  'ignition.crank_sensor': ['starting', 'fuel'],
  'starting.weak_battery': ['charging'],
  'charging.battery_terminals': ['starting'],
  'charging.parasitic_drain': ['starting'],
  'diesel.glow_plugs': ['starting'],
  'diesel.air_in_fuel': ['starting', 'fuel'],
  'diesel.water_in_fuel': ['fuel'],
  'diesel.injectors': ['fuel'],
  'engine.engine_mounts': ['transmission', 'suspension'],
  'engine.low_oil': ['leaks'],
  'engine.worn_rings_seals': ['exhaust'],
  'engine.timing_belt': ['starting'],
  'electrical.bad_ground': ['starting', 'charging'],
  'starting.ignition_switch': ['electrical'],
  'starting.neutral_safety_switch': ['transmission'],
  'ac.condenser_fan': ['cooling'],
  'cooling.radiator_fan': ['ac'],
};

/** Share of the evidence every system keeps (so weak evidence never rules a system out). */
const FLOOR = 0.12;
/** Weight of the system match in the ranking (logit per ln of the relative system likelihood). */
export const SYSTEM_WEIGHT = 0.7;
/** Below this total evidence the classifier abstains (vague text: every system equally likely). */
const MIN_EVIDENCE = 0.5;
/** A fault is "unrelated" when its best system got less than this share of the leading system. */
const UNRELATED_SHARE = 0.15;

/** What the classifier concluded for one turn. */
export interface SystemScores {
  /** Likelihood per system (sums to 1). */
  probs: Record<System, number>;
  /** Raw evidence per system (sum of term weights × strength). */
  evidence: Record<System, number>;
  /** Total evidence; below MIN_EVIDENCE the classifier abstains. */
  total: number;
  /** Systems by likelihood, best first (only those with evidence). */
  ranked: System[];
}

function zero(): Record<System, number> {
  return Object.fromEntries(SYSTEMS.map((s) => [s, 0])) as Record<System, number>;
}

/**
 * Maps the owner's words (and the car) to vehicle systems. Terms said not to be there count nothing.
 * Car facts: a petrol, hybrid or electric car has no diesel system; on a diesel, starting and power
 * words also point at the diesel system.
 */
export function classifySystems(terms: TextTerms, facts: CarFacts): SystemScores {
  const evidence = zero();
  for (const [term, strength] of terms.pos) {
    const w = TERM_SYSTEMS[term];
    if (!w) continue;
    for (const [sys, v] of Object.entries(w) as [System, number][]) evidence[sys] += v * strength;
  }
  if (facts.fuel === 'diesel') {
    const lift = evidence.starting * 0.4 + evidence.fuel * 0.5 + evidence.ignition * 0.5;
    evidence.diesel += lift;
    evidence.ignition *= 0.3;
  } else if (facts.fuel) {
    evidence.diesel = 0;
  }
  let total = 0;
  for (const s of SYSTEMS) total += evidence[s];
  const probs = zero();
  const n = SYSTEMS.length;
  if (total < MIN_EVIDENCE) {
    for (const s of SYSTEMS) probs[s] = 1 / n;
  } else {
    const floor = (FLOOR * total) / n;
    let sum = 0;
    for (const s of SYSTEMS) sum += evidence[s] + floor;
    for (const s of SYSTEMS) probs[s] = (evidence[s] + floor) / sum;
  }
  const ranked = SYSTEMS.filter((s) => evidence[s] > 0).sort((a, b) => evidence[b] - evidence[a]);
  return { probs, evidence, total, ranked };
}

/** The systems a fault belongs to in the owner's eyes: its own, plus FAULT_AREAS. */
export function faultSystems(id: string, system: System): readonly System[] {
  const extra = FAULT_AREAS[id];
  return extra ? [system, ...extra] : [system];
}

/** Best system likelihood of a fault (max over its systems). */
export function faultSystemProb(scores: SystemScores, systems: readonly System[]): number {
  let best = 0;
  for (const s of systems) best = Math.max(best, scores.probs[s]);
  return best;
}

/**
 * Log-odds added to a fault from the system match: SYSTEM_WEIGHT · ln(P(system) · number of systems)
 * (0 when the classifier abstains, positive for the systems the words point at).
 */
export function systemBonus(scores: SystemScores, systems: readonly System[]): number {
  if (scores.total < MIN_EVIDENCE) return 0;
  return SYSTEM_WEIGHT * Math.log(faultSystemProb(scores, systems) * SYSTEMS.length);
}

/** Whether a fault is from a system the words do not point at (never shown first). */
export function unrelated(scores: SystemScores, systems: readonly System[]): boolean {
  if (scores.total < MIN_EVIDENCE) return false;
  const lead = scores.ranked[0];
  if (!lead) return false;
  let best = 0;
  for (const s of systems) best = Math.max(best, scores.evidence[s]);
  return best < UNRELATED_SHARE * scores.evidence[lead];
}
