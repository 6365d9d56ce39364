/**
 * Regression phrases for the owner-words reader and the system classifier (issue #13): everyday
 * owner wording across every system, written by the engine's author while tuning. NOT an evaluation
 * (the evaluation is the owner-worded set in `../eval/owners`); it keeps general wording from
 * regressing. Each row: owner text, accepted fault ids or id prefixes (`|`), car.
 */
import type { AiContextInput } from '@gari/contract/ai';
import { describe, expect, it } from 'vitest';
import { diagnose } from './index';

const CARS: Record<string, AiContextInput> = {
  auto: { fuel_type: 'Petrol', transmission: 'Automatic' },
  manual: { fuel_type: 'Petrol', transmission: 'Manual' },
  diesel: { fuel_type: 'Diesel', transmission: 'Manual' },
  cvt: { fuel_type: 'Petrol', transmission: 'CVT' },
};

const PHRASES: [string, string, string][] = [
  ['car bogs down when i step on it', 'fuel', 'auto'],
  ['engine chugs and coughs when accelerating', 'fuel|ignition', 'auto'],
  ['no power going up hills', 'fuel|exhaust|diesel', 'auto'],
  ['smells like gas inside the car', 'fuel.fuel_leak', 'auto'],
  [
    'burning rubber smell after driving',
    'brakes.sticking_caliper|charging.drive_belt|transmission.clutch_worn',
    'auto',
  ],
  ['burning oil smell from the engine bay', 'leaks.valve_cover_gasket', 'auto'],
  ['thumping noise that gets faster with speed', 'tyres|suspension.wheel_bearing', 'auto'],
  [
    'play in the steering, car wanders on the road',
    'steering.tie_rod_ends|steering.rack_wear|suspension.ball_joint',
    'auto',
  ],
  [
    'car dies when it gets hot and wont restart until it cools',
    'ignition.crank_sensor|fuel.fuel_pump',
    'auto',
  ],
  ['slow to crank in the morning', 'starting.weak_battery', 'auto'],
  ['headlights dim at idle and brighten when i rev', 'charging.alternator', 'auto'],
  ['coolant keeps disappearing but no leak', 'cooling.head_gasket', 'auto'],
  ['windows fog up and there is a sweet smell inside', 'cooling.coolant_leak', 'auto'],
  ['water on the passenger floor', 'leaks.ac_condensation', 'auto'],
  ['ac smells musty like old socks', 'ac.evaporator_mould', 'auto'],
  ['tyre keeps going flat every few days', 'tyres.slow_puncture', 'auto'],
  ['there is a bubble on the side of my tyre', 'tyres.sidewall_bulge', 'auto'],
  ['front dives when i brake hard and it bounces a lot', 'suspension.shock_absorbers', 'auto'],
  ['rear of the pickup sags when loaded', 'suspension.leaf_springs', 'auto'],
  ['clunk when i put it in drive', 'engine.engine_mounts|transmission.propshaft_ujoint', 'auto'],
  ['automatic slams into gear', 'transmission.atf_low|transmission.auto_shift_solenoid', 'auto'],
  ['wont go into reverse, grinds', 'transmission.manual_synchro|transmission.clutch_hydraulics', 'manual'],
  ['clutch pedal stays on the floor', 'transmission.clutch_hydraulics', 'manual'],
  ['gear whine from the back that changes with speed', 'transmission.diff_transfer', 'auto'],
  [
    'vibration when accelerating from a stop that goes away when cruising',
    'transmission.cv_joint|transmission.propshaft_ujoint',
    'auto',
  ],
  ['exhaust ticking when cold', 'exhaust.manifold_leak', 'auto'],
  ['car shakes at idle', 'ignition.spark_plugs|engine.engine_mounts|fuel.throttle_body_idle', 'auto'],
  ['fuel consumption went up a lot', 'fuel.o2_sensor|fuel.air_filter|fuel.dirty_injectors', 'auto'],
  ['cvt shudders when pulling away', 'transmission.cvt_judder', 'cvt'],
  [
    'power windows stopped working on driver side',
    'electrical.window_regulator|electrical.blown_fuse',
    'auto',
  ],
  ['airbag light stays on', 'electrical.airbag_srs', 'auto'],
  ['abs light on', 'brakes.abs_sensor', 'auto'],
  ['brake pedal is hard and car does not stop well', 'brakes.booster_vacuum', 'auto'],
  ['handbrake does not hold on a hill', 'brakes.handbrake_rear_shoes', 'auto'],
  ['car only starts in neutral not in park', 'starting.neutral_safety_switch', 'auto'],
  ['engine ticks like a sewing machine', 'engine.valve_clearance', 'auto'],
  ['engine oil light flickers at idle', 'engine.low_oil', 'auto'],
  ['steam from under the bonnet and a hose split', 'cooling.burst_hose', 'auto'],
  ['coolant bubbling in the overflow bottle', 'cooling.head_gasket|cooling.radiator_cap', 'auto'],
  [
    'diesel lost power after filling up at a cheap station',
    'diesel.water_in_fuel|fuel.contaminated_fuel',
    'diesel',
  ],
  ['diesel wont start after i changed the fuel filter', 'diesel.air_in_fuel', 'diesel'],
  ['dpf light on, car in limp mode', 'diesel.dpf_clogged', 'diesel'],
  [
    'black smoke from my diesel when i accelerate',
    'diesel.injectors|diesel.boost_leak|diesel.turbo',
    'diesel',
  ],
  ['car pulls left when i brake', 'brakes.sticking_caliper', 'auto'],
  ['one wheel is very hot after driving and smells', 'brakes.sticking_caliper', 'auto'],
  ['my car jerks when i accelerate from low speed', 'ignition|fuel', 'auto'],
  ['car hesitates and stumbles when i press the gas pedal', 'fuel|ignition', 'auto'],
  ['engine runs rough and the car shakes at traffic lights', 'ignition|fuel|engine.engine_mounts', 'auto'],
  [
    'car wont start, just clicks, lights on the dash are dim',
    'starting.weak_battery|charging.battery_terminals',
    'auto',
  ],
  [
    'nothing happens when i turn the key, no click no lights',
    'starting.weak_battery|charging.battery_terminals|starting.ignition_switch',
    'auto',
  ],
  ['engine turns over slowly like the battery is weak', 'starting.weak_battery', 'auto'],
  [
    'battery warning light on and the headlights are getting dimmer',
    'charging.alternator|charging.drive_belt',
    'auto',
  ],
  ['car overheated and now there is white smoke from the exhaust', 'cooling.head_gasket', 'auto'],
  ['radiator fan never comes on even when the car is hot', 'cooling.radiator_fan', 'auto'],
  [
    'water pump is leaking coolant from the front of the engine',
    'cooling.water_pump|cooling.coolant_leak',
    'auto',
  ],
  ['loud grinding from the front wheels when i brake', 'brakes.worn_pads|brakes.warped_discs', 'auto'],
  ['brake pedal vibrates when stopping', 'brakes.warped_discs', 'auto'],
  ['the car keeps rolling even with the handbrake pulled up', 'brakes.handbrake_rear_shoes', 'auto'],
  ['steering wheel is not straight when driving straight', 'tyres.alignment', 'auto'],
  [
    'knocking from front suspension when turning the steering',
    'suspension.ball_joint|steering.tie_rod_ends|transmission.cv_joint|suspension.sway_bar_links',
    'auto',
  ],
  [
    'creaking noise from the front when going over speed bumps',
    'suspension.ball_joint|suspension.control_arm_bushings|suspension.sway_bar_links',
    'auto',
  ],
  ['car leans a lot in corners and floats on the highway', 'suspension.shock_absorbers', 'auto'],
  ['grinding growl from the rear wheel that gets louder with speed', 'suspension.wheel_bearing', 'auto'],
  ['tyres are wearing out fast on the outside edges', 'tyres.alignment', 'auto'],
  ['car vibrates at high speed after i got new tyres', 'tyres.wheel_balance', 'auto'],
  ['tyre pressure light keeps coming on', 'tyres.slow_puncture', 'auto'],
  ['gears are hard to engage and the clutch feels spongy', 'transmission.clutch_hydraulics', 'manual'],
  ['clutch smells burnt and the car is slow on hills', 'transmission.clutch_worn', 'manual'],
  [
    'noise when i press the clutch pedal that stops when i release it',
    'transmission.release_bearing',
    'manual',
  ],
  [
    'automatic gearbox stuck in third gear, engine light on',
    'transmission.auto_shift_solenoid|transmission.atf_low',
    'auto',
  ],
  [
    'red fluid leaking under the middle of the car',
    'transmission.atf_low|leaks.gearbox_axle_seal|steering.ps_fluid_leak',
    'auto',
  ],
  ['clicking from the front when turning at full lock', 'transmission.cv_joint', 'auto'],
  [
    'clunk from under the car when i change from drive to reverse',
    'transmission.propshaft_ujoint|engine.engine_mounts',
    'auto',
  ],
  [
    'exhaust is blowing black smoke and the car drinks petrol',
    'fuel.o2_sensor|fuel.dirty_injectors|fuel.maf_sensor|fuel.air_filter',
    'auto',
  ],
  ['the car smells like petrol when parked in the garage', 'fuel.fuel_leak|fuel.evap_cap', 'auto'],
  [
    'idle is too high, engine races at 2000 rpm when stopped',
    'fuel.vacuum_leak|fuel.throttle_body_idle',
    'auto',
  ],
  ['hissing sound from the engine and rough idle', 'fuel.vacuum_leak', 'auto'],
  ['engine pings when i climb hills with a load', 'ignition.detonation', 'auto'],
  [
    'car stalls randomly while driving and then restarts after a few minutes',
    'ignition.crank_sensor|fuel.fuel_pump',
    'auto',
  ],
  ['ac works while driving but blows warm when stopped in traffic', 'ac.condenser_fan', 'auto'],
  ['ac makes a loud rattling noise when switched on', 'ac.compressor', 'auto'],
  ['weak air from the vents even on full fan', 'ac.cabin_filter_blower', 'auto'],
  ['horn stopped working', 'electrical.horn|electrical.blown_fuse', 'auto'],
  ['left indicator blinks very fast', 'electrical.bulb', 'auto'],
  ['radio and lights went off at the same time', 'electrical.blown_fuse|electrical.bad_ground', 'auto'],
  [
    'oil on the ground under the back of the engine where it meets the gearbox',
    'leaks.rear_main_seal',
    'auto',
  ],
  ['oil leaking around the oil filter after the service', 'leaks.oil_filter_loose', 'auto'],
  ['drips from the drain plug after oil change', 'leaks.oil_sump_drain_plug', 'auto'],
  [
    'timing belt has never been changed at 150000 km and engine ticks',
    'engine.timing_belt|engine.valve_clearance',
    'auto',
  ],
  ['engine shakes badly and clunks when i accelerate or shift into gear', 'engine.engine_mounts', 'auto'],
  ['car struggles to get going in the morning, takes several tries', 'starting|fuel|ignition', 'auto'],
  [
    'engine cuts out on the highway then starts again after it cools down',
    'ignition.crank_sensor|fuel.fuel_pump',
    'auto',
  ],
  ['there is a screeching when i turn on the ac', 'ac.compressor|charging.drive_belt', 'auto'],
  ['my brakes make a scraping noise', 'brakes.worn_pads', 'auto'],
  ['car shudders when i brake coming down the hill', 'brakes.warped_discs', 'auto'],
  ['brakes feel weak after a long downhill', 'brakes.old_fluid_fade', 'auto'],
  [
    'i have to pump the brakes to stop',
    'brakes.fluid_leak|brakes.old_fluid_fade|brakes.master_cylinder',
    'auto',
  ],
  ['steering got stiff and hard to turn', 'steering', 'auto'],
  ['clunk in the steering when i go over rough roads', 'steering.tie_rod_ends|suspension', 'auto'],
  ['car feels floaty and bouncy like a boat', 'suspension.shock_absorbers', 'auto'],
  [
    'one corner of the car sits lower than the others',
    'suspension.coil_spring|suspension.leaf_springs',
    'auto',
  ],
  ['wheel wobbles at low speed', 'tyres', 'auto'],
  ['nail in my tyre and it loses air slowly', 'tyres.slow_puncture', 'auto'],
  ['engine making a loud tapping noise from the top', 'engine.valve_clearance|engine.low_oil', 'auto'],
  ['engine burns a lot of oil, i top up every week', 'engine.worn_rings_seals', 'auto'],
  ['milky white stuff under the oil cap', 'cooling.head_gasket', 'auto'],
  [
    'coolant overflow tank keeps emptying',
    'cooling.coolant_leak|cooling.head_gasket|cooling.radiator_cap',
    'auto',
  ],
  ['the radiator hose burst and coolant sprayed everywhere', 'cooling.burst_hose', 'auto'],
  [
    'car overheats on the highway but fine in town',
    'cooling.radiator_clogged|cooling.thermostat_stuck_closed|cooling.water_pump',
    'auto',
  ],
  [
    'car doesnt want to go, feels like the handbrake is on',
    'brakes.sticking_caliper|brakes.handbrake_rear_shoes',
    'auto',
  ],
  [
    'automatic wont shift into higher gear, revs high on the highway',
    'transmission.auto_shift_solenoid|transmission.atf_low',
    'auto',
  ],
  ['transmission fluid looks dark and smells burnt', 'transmission.atf_low', 'auto'],
  ['clutch pedal vibrates and the car jumps when pulling off', 'transmission.clutch_worn', 'manual'],
  ['4x4 wont engage', 'transmission.diff_transfer', 'auto'],
  ['humming from the back axle', 'transmission.diff_transfer|suspension.wheel_bearing', 'auto'],
  ['exhaust pipe is dragging and rattling', 'exhaust.muffler_hole|exhaust.rattle_heat_shield', 'auto'],
  ['fumes smell inside the cabin', 'exhaust.manifold_leak|exhaust.muffler_hole', 'auto'],
  ['check engine light on and car feels down on power, code P0420', 'exhaust.catalytic_converter', 'auto'],
  ['P0171 system too lean', 'fuel.vacuum_leak|fuel.maf_sensor', 'auto'],
  ['P0401 egr flow insufficient', 'exhaust.egr_valve', 'auto'],
  ['car battery terminals have white crusty stuff', 'charging.battery_terminals', 'auto'],
  ['lights get very bright and bulbs keep blowing', 'charging.overcharging_regulator', 'auto'],
  ['the fan belt squeals when i turn on the headlights and ac', 'charging.drive_belt', 'auto'],
  ['my car alarm went off and now the car will not start', 'starting.immobiliser_key', 'auto'],
  [
    'turning the key does nothing but the lights work',
    'starting.starter_motor|starting.ignition_switch|starting.neutral_safety_switch',
    'auto',
  ],
  ['diesel smokes white at start and runs rough until warm', 'diesel.glow_plugs', 'diesel'],
  ['water in fuel warning light came on', 'diesel.water_in_fuel', 'diesel'],
  ['diesel engine knocks loudly and blows black smoke', 'diesel.injectors', 'diesel'],
  ['boost hose came off, no power', 'diesel.boost_leak', 'diesel'],
  ['window goes down but wont come up', 'electrical.window_regulator', 'auto'],
];

describe('everyday owner phrases', () => {
  it('puts an accepted fault in the top 3 from the first message for at least 90%', () => {
    let top3 = 0;
    const misses: string[] = [];
    for (const [text, accepted, car] of PHRASES) {
      const ids = diagnose(
        { vehicle_id: 1, symptoms: text, context: CARS[car] ?? {} },
        { today: '2025-06-01' },
      ).diagnoses.map((d) => d.fault_id);
      const ok = (id: string) => accepted.split('|').some((a) => id === a || id.startsWith(`${a}.`));
      if (ids.slice(0, 3).some(ok)) top3++;
      else misses.push(`${text} → ${ids.slice(0, 3).join(', ')}`);
    }
    console.info(`phrases: ${PHRASES.length}, top-3 ${(top3 / PHRASES.length).toFixed(3)}`, misses);
    expect(top3 / PHRASES.length).toBeGreaterThanOrEqual(0.9);
  });
});
