/**
 * The questions the AI mechanic can ask (spec §4 "valid questions": each contains '?'), typed with the
 * §5 question types so the chat can check the answers, and the answer categories each one is read
 * into. Faults say how they would answer (see `Fault.asks`); the engine picks the questions whose
 * answers best split the remaining candidates.
 */
import type { AnswerParser, QuestionDef } from './types';

/** Answer categories per parser. */
export const CATEGORIES: Readonly<Record<AnswerParser, readonly string[]>> = {
  yes_no: ['yes', 'no'],
  activity: ['idle', 'accelerate', 'brake', 'cruise', 'turn', 'start', 'bumps', 'shift'],
  location: ['engine', 'under', 'front', 'rear', 'wheel', 'middle', 'cabin', 'top', 'bottom'],
  timeframe: ['sudden', 'recent', 'gradual', 'after_refuel', 'after_service', 'after_impact'],
  leak_type: ['none', 'drip', 'stream', 'pool'],
  fluid: ['none', 'oil', 'coolant', 'red', 'water', 'fuel', 'brake_fluid'],
  smoke: ['none', 'white', 'blue', 'black'],
  warning_light: [
    'none',
    'check_engine',
    'battery',
    'oil',
    'temp',
    'abs',
    'brake',
    'airbag',
    'steering',
    'glow',
    'transmission',
    'tpms',
    'dpf',
    'water_fuel',
    'security',
  ],
  crank: ['nothing', 'single_click', 'rapid_click', 'slow', 'cranks_no_start', 'fast_crank', 'starts'],
  noise: [
    'none',
    'squeal',
    'grind',
    'knock',
    'clunk',
    'rattle',
    'whine',
    'hum',
    'hiss',
    'click',
    'tick',
    'whistle',
    'roar',
  ],
};

const yn = (id: string, text: string, base = 0.2, extra: Partial<QuestionDef> = {}): QuestionDef => ({
  id,
  type: 'yes_no',
  text,
  parser: 'yes_no',
  base,
  ...extra,
});

/** Every question, by id. */
export const QUESTION_LIST: readonly QuestionDef[] = [
  // ── general (also used when the description is vague) ─────────────────────────────────────
  {
    id: 'g_when_started',
    type: 'timeframe',
    parser: 'timeframe',
    text: 'When did it start: today, a few days ago, weeks or months ago, or right after refuelling, a service or hitting something?',
    base: {
      sudden: 0.2,
      recent: 0.3,
      gradual: 0.35,
      after_refuel: 0.05,
      after_service: 0.05,
      after_impact: 0.05,
    },
    general: true,
    knownIf: ['sudden', 'gradual', 'after_refuel', 'after_service'],
  },
  {
    id: 'g_activity',
    type: 'activity',
    parser: 'activity',
    text: 'When does it happen most: at idle, when you accelerate, when you brake, or when cruising at a steady speed?',
    general: true,
  },
  {
    id: 'g_location',
    type: 'location',
    parser: 'location',
    text: 'Where does it seem to come from: the engine, under the car, the front or rear, near a wheel, or inside the cabin?',
    general: true,
  },
  {
    id: 'g_warning_light',
    type: 'free',
    parser: 'warning_light',
    text: 'Is any warning light on the dashboard? If yes, which one (engine, battery, oil, temperature, ABS, brake, airbag…)?',
    base: { none: 0.7 },
    general: true,
    knownIf: ['warning_light'],
  },
  {
    id: 'g_smoke',
    type: 'free',
    parser: 'smoke',
    text: 'Do you see smoke from the exhaust? If yes, what colour is it: white, blue-grey or black?',
    base: { none: 0.85, white: 0.05, blue: 0.05, black: 0.05 },
    general: true,
    knownIf: ['smoke'],
  },
  {
    id: 'g_noise_type',
    type: 'free',
    parser: 'noise',
    text: 'Is there a noise with it? If so, what does it sound like: squeal, grinding, knocking, clunking, clicking, whining, humming, hissing or rattling?',
    base: { none: 0.5 },
    general: true,
    knownIf: [
      'squeal',
      'grind',
      'knock',
      'clunk',
      'rattle',
      'whine',
      'hum',
      'hiss',
      'click',
      'tick',
      'whistle',
      'roar',
      'whoosh',
      'ping',
      'creak',
    ],
  },
  {
    id: 'g_fluid',
    type: 'free',
    parser: 'fluid',
    text: 'If something is leaking, what does the fluid look like: black or brown oil, green or pink coolant, red oil, clear water, or fuel?',
    base: { none: 0.8 },
    askIf: ['leak', 'puddle', 'drip', 'oily', 'coolant_loss', 'oil_loss', 'fuel_smell', 'sweet_smell'],
  },
  {
    id: 'g_leak_amount',
    type: 'leak_type',
    parser: 'leak_type',
    text: 'How fast is it leaking: a slow drip, a steady stream, or a pool under the car?',
    base: { none: 0.85, drip: 0.1, stream: 0.03, pool: 0.02 },
    knownIf: ['drip', 'puddle'],
    askIf: ['leak', 'puddle', 'drip', 'oily', 'coolant_loss', 'oil_loss', 'fuel_smell'],
  },
  {
    id: 'g_visible_oil',
    type: 'visible_oil',
    parser: 'yes_no',
    text: 'Can you see oil on the engine or fresh oil spots under the car?',
    base: 0.12,
    askIf: ['leak', 'puddle', 'drip', 'oily', 'oil', 'oil_loss', 'burning_smell', 'engine_smoke', 'smoke'],
  },
  {
    id: 'g_crank',
    type: 'free',
    parser: 'crank',
    text: 'When you turn the key, what happens: nothing at all, a single click, rapid clicking, slow cranking, or normal cranking without starting?',
    base: { starts: 0.9 },
    askIf: [
      'start',
      'start_fail',
      'no_crank',
      'cranks',
      'battery',
      'battery_dead',
      'stall',
      'hard_start',
      'click',
      'all_dead',
      'key',
      'immobiliser',
    ],
  },

  // ── brakes ──────────────────────────────────────────────────────────────────────────────
  yn('b_noise_braking', 'Does the noise happen only when you press the brake pedal?', 0.12),
  yn('b_pedal_soft', 'Does the brake pedal feel soft or spongy, or go lower than it used to?', 0.08),
  yn(
    'b_pedal_sinks_hold',
    'If you hold steady pressure on the brake pedal at a stop, does it slowly sink?',
    0.05,
  ),
  yn(
    'b_pulsing',
    'Do you feel the brake pedal or the steering wheel pulsing or shaking when you brake?',
    0.08,
  ),
  yn('b_pull_braking', 'Does the car pull to one side when you brake?', 0.1),
  yn('b_wheel_hot', 'After a short drive, is one wheel much hotter than the others or smelling hot?', 0.05),
  yn('b_fluid_low', 'Is the brake fluid in the reservoir below the MIN mark?', 0.06),
  yn('b_hard_pedal', 'Is the brake pedal hard, needing much more force than before?', 0.05),
  yn('b_downhill_fade', 'Do the brakes get weaker on long downhill roads and recover after cooling?', 0.06),
  yn('b_handbrake_holds', 'Does the handbrake hold the car on a steep slope?', 0.9),

  // ── steering and suspension ────────────────────────────────────────────────────────────────
  yn(
    's_worse_turning',
    'Is it worse when you turn the steering wheel, especially at full lock or when parking?',
    0.15,
  ),
  yn('s_heavy', 'Is the steering heavier than usual?', 0.08),
  yn(
    's_play',
    'Is there free play: can you move the steering wheel a little before the wheels respond?',
    0.08,
  ),
  yn(
    's_drift_straight',
    'On a flat straight road, does the car drift to one side when you loosen your grip?',
    0.1,
  ),
  yn('s_off_centre', 'Is the steering wheel off-centre when you drive straight?', 0.08),
  yn('s_whine_revs', 'Does the whine rise and fall with the engine revs?', 0.1),
  yn('u_bumps', 'Does it happen mainly over bumps, potholes or rough roads?', 0.2),
  yn('u_bounce', 'Does the car keep bouncing after a bump, or dive forward when you brake?', 0.08),
  yn('u_speed_noise', 'Does the noise get louder as road speed increases, even when coasting?', 0.15),
  yn('u_changes_steering', 'Does the noise change when you weave gently left and right at speed?', 0.08),
  yn('u_sits_low', 'Does one corner or the back of the car sit lower than the rest?', 0.05),
  yn('u_loads', 'Do you often carry heavy loads or many passengers?', 0.25),

  // ── cooling ─────────────────────────────────────────────────────────────────────────────
  yn('c_temp_high', 'Does the temperature gauge go above the middle or into the red?', 0.08),
  {
    id: 'c_overheat_when',
    type: 'activity',
    parser: 'activity',
    text: 'When does the temperature rise most: at idle or in traffic, when accelerating or climbing, or when cruising on the open road?',
  },
  yn('c_coolant_loss', 'Do you have to top up the coolant or radiator water often?', 0.06),
  yn('c_heater_hot', 'Once the engine is warm, does the heater blow hot air?', 0.85),
  yn('c_white_sweet', 'Is there white smoke or steam from the exhaust that smells sweet?', 0.04),
  yn('c_milky', 'Is there a milky, mayonnaise-like residue under the oil filler cap?', 0.04),
  yn('c_fan_runs', 'When the engine is hot and idling, does the radiator fan come on?', 0.85),
  yn('c_bubbles', 'Do you see bubbles in the radiator or coolant reservoir with the engine running?', 0.04),
  yn(
    'c_top_hose_hot',
    'Once the engine is warm, is the top radiator hose hot too (touch carefully, never open the cap)?',
    0.85,
  ),
  yn('c_tap_water', 'Has plain tap water been used in the radiator instead of coolant?', 0.25),
  yn('c_temp_low', 'Does the temperature gauge stay below the middle even after a long drive?', 0.05),
  yn('c_overflow', 'Is coolant pushed out of the overflow bottle or does the reservoir bubble over?', 0.04),

  // ── engine running, ignition and fuel ────────────────────────────────────────────────────
  yn(
    'e_misfire',
    'Does the engine shake, stumble or feel like it is missing at idle or when accelerating?',
    0.1,
  ),
  yn('e_cel_flash', 'Is the check-engine light flashing?', 0.04),
  yn('e_when_hot', 'Does it happen mainly once the engine is fully warm?', 0.15),
  yn('e_restart_cool', 'If it stalls, will it restart only after it has cooled down?', 0.04),
  yn('e_plugs_old', 'Has it been more than two years or 40,000 km since the spark plugs were changed?', 0.4, {
    only: { fuel: ['petrol', 'hybrid'] },
  }),
  yn(
    'e_ping_hill',
    'Do you hear a metallic pinging or rattling when accelerating hard or climbing a hill?',
    0.05,
    {
      only: { fuel: ['petrol', 'hybrid'] },
    },
  ),
  yn('e_oil_low', 'Is the oil level on the dipstick low or below the MIN mark?', 0.08),
  yn('e_noise_revs', 'With the car standing still, does the noise get faster when you rev the engine?', 0.15),
  yn('e_oil_topup', 'Do you need to add engine oil between services?', 0.1),
  yn(
    'e_stopped_suddenly',
    'Did the engine stop suddenly while driving, and does it now crank without starting?',
    0.03,
  ),
  yn('e_deep_knock', 'Is it a deep knock from the bottom of the engine that gets louder under load?', 0.04),
  yn('e_tick_top', 'Is it a light ticking from the top of the engine that speeds up with the revs?', 0.05),
  yn(
    'e_vibrate_idle_drive',
    'Does the car vibrate at idle in Drive and thump when you shift or pull away?',
    0.06,
  ),
  yn('f_after_refuel', 'Did it start soon after refuelling, maybe at a different station?', 0.05),
  yn('f_hill_power', 'Does it lose power mainly when climbing hills or at high speed?', 0.12),
  yn('f_fuel_smell', 'Do you smell fuel around or inside the car?', 0.05),
  yn('f_hiss_engine', 'With the engine running, do you hear a hiss from the engine bay?', 0.05),
  yn(
    'f_idle_unstable',
    'Does the idle speed go up and down, or does the engine stall when you come to a stop?',
    0.08,
  ),
  yn('f_economy', 'Has fuel consumption gone up noticeably?', 0.2),
  yn('f_dusty', 'Do you often drive on dusty or unpaved roads?', 0.45),
  yn('f_pump_hum', 'When you switch the key to ON, do you hear a short hum from the fuel tank?', 0.85, {
    only: { fuel: ['petrol', 'hybrid'] },
  }),

  // ── starting and charging ───────────────────────────────────────────────────────────────
  yn(
    'st_lights_bright',
    'Do the dashboard lights and headlights stay bright when you turn the key to start?',
    0.6,
  ),
  yn('st_jump_helps', 'Does a jump-start get it going?', 0.3),
  yn('st_battery_old', 'Is the battery more than three years old?', 0.4),
  yn('st_battery_light', 'Does the battery light come on while driving, or do the lights dim?', 0.05),
  yn('st_flat_parked', 'Does the battery go flat after the car sits parked for a day or more?', 0.06),
  yn('st_corrosion', 'Is there white or green powder on the battery terminals, or are they loose?', 0.1),
  yn('st_starts_neutral', 'Does it start if you put the lever in N instead of P?', 0.1, {
    only: { transmission: ['automatic', 'cvt'] },
  }),
  yn(
    'st_security_light',
    'Is a key or car-with-lock symbol flashing on the dashboard when you try to start?',
    0.04,
  ),
  yn('st_squeal_wet', 'Is the squeal worse on cold or wet mornings, or when the AC is switched on?', 0.08),

  // ── transmission and clutch ─────────────────────────────────────────────────────────────
  yn('t_slip', 'Do the revs rise without the car speeding up as much, especially uphill?', 0.06),
  yn(
    't_clutch_press_noise',
    'Does the noise appear when you press the clutch pedal down and stop when you release it?',
    0.04,
    {
      only: { transmission: ['manual'] },
    },
  ),
  yn('t_clutch_pedal_floor', 'Does the clutch pedal feel soft, sink to the floor or stay down?', 0.03, {
    only: { transmission: ['manual'] },
  }),
  yn('t_gear_grind', 'Is there grinding or crunching when you change gear?', 0.04, {
    only: { transmission: ['manual'] },
  }),
  yn(
    't_engage_delay',
    'When you shift into Drive or Reverse, is there a delay or a hard thump before it engages?',
    0.06,
    {
      only: { transmission: ['automatic', 'cvt'] },
    },
  ),
  yn('t_shift_problem', 'Does the gearbox shift harshly or late, or get stuck in one gear?', 0.05, {
    only: { transmission: ['automatic', 'cvt'] },
  }),
  yn(
    't_click_turning',
    'Do you hear clicking when turning sharply while accelerating, for example in a car park?',
    0.05,
  ),
  yn('t_torn_boot', 'Is the rubber boot behind a front wheel torn, with grease thrown around?', 0.04),
  yn('t_lift_off', 'Does the whine change when you lift off the accelerator?', 0.08),
  yn(
    't_clunk_takeoff',
    'Is there a clunk when you pull away or switch between Drive and Reverse (or first gear)?',
    0.1,
  ),

  // ── exhaust ─────────────────────────────────────────────────────────────────────────────
  yn(
    'x_cold_tick',
    'Is there a ticking or puffing noise at cold start that gets quieter as the engine warms up?',
    0.04,
  ),
  yn('x_egg_smell', 'Is there a rotten-egg smell from the exhaust?', 0.03),
  yn('x_loud', 'Is the exhaust much louder than before?', 0.06),
  yn('x_rattle_under', 'Is it a tinny rattle from under the car, at idle or over bumps?', 0.06),
  yn('x_fumes_cabin', 'Do you smell exhaust fumes inside the car?', 0.04),

  // ── AC ──────────────────────────────────────────────────────────────────────────────────
  yn('a_blows_not_cold', 'Does air come out of the vents, but not cold?', 0.1),
  yn('a_weak_airflow', 'Is the airflow from the vents weak even on the highest fan setting?', 0.05),
  yn('a_warm_in_traffic', 'Is the AC cold while driving but warmer when you stop in traffic?', 0.05),
  yn('a_noise_ac_on', 'Is there a noise that starts when you switch the AC on?', 0.05),
  yn('a_musty', 'Is there a musty or sour smell when the AC starts?', 0.05),

  // ── leaks ───────────────────────────────────────────────────────────────────────────────
  yn('l_after_service', 'Did the leak start right after an oil change or a service?', 0.06),
  yn(
    'l_ac_water_only',
    'Does the drip appear only after using the AC, and is it clear water with no smell?',
    0.05,
  ),
  yn(
    'l_hit_underside',
    'Did something hit the underside of the car (a rock, a speed bump or a deep pothole)?',
    0.08,
  ),

  // ── tyres ───────────────────────────────────────────────────────────────────────────────
  yn('y_pressure_loss', 'Does one tyre lose pressure over a few days?', 0.06),
  yn(
    'y_speed_range',
    'Does the steering wheel shake only in a certain speed range, such as 80–110 km/h?',
    0.06,
  ),
  yn('y_pothole', 'Did it start after hitting a pothole, a kerb or a rock?', 0.08),
  yn('y_tread', 'Are the tyres worn smooth, or worn more on the inner or outer edge?', 0.15),
  yn('y_sidewall', 'Is there a bulge, bubble or cut on the side of a tyre?', 0.03),

  // ── diesel ──────────────────────────────────────────────────────────────────────────────
  yn('d_cold_start_smoke', 'Is it hard to start when cold, with white smoke for the first minutes?', 0.05, {
    only: { fuel: ['diesel'] },
  }),
  yn('d_water_light', 'Is a fuel-filter or water-in-fuel warning light on?', 0.03, {
    only: { fuel: ['diesel'] },
  }),
  yn('d_whistle', 'Is there a loud whistle or siren-like noise when accelerating?', 0.04),
  yn('d_knock_louder', 'Is the engine knocking or clattering louder than it used to?', 0.08),
  yn('d_ran_out', 'Did you run out of fuel, or was the fuel filter changed, just before this started?', 0.04),
  yn('d_short_trips', 'Do you mostly drive short trips in town?', 0.4),
  yn('d_boost_oil', 'Is there oil on a turbo or intercooler hose, or a hose that is loose or split?', 0.04, {
    only: { fuel: ['diesel'] },
  }),

  // ── electrical ──────────────────────────────────────────────────────────────────────────
  yn(
    'el_single_item',
    'Is only one item affected (for example the radio, one light or one window) while everything else works?',
    0.1,
  ),
  yn('el_motor_sound', 'Do you hear a motor run or click when you press the switch?', 0.3),
  yn('el_flicker', 'Do lights flicker or gauges jump when you use other electrical items?', 0.05),
  yn(
    'el_recent_work',
    'Were the seats removed, or was work done under the seats or on the steering wheel recently?',
    0.05,
  ),
];

/** Questions by id. */
export const QUESTIONS: ReadonlyMap<string, QuestionDef> = new Map(QUESTION_LIST.map((q) => [q.id, q]));
