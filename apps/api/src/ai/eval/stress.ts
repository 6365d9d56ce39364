/**
 * A second held-out set, harder than `cases.ts`: terse, messy, sometimes ambiguous one-line
 * descriptions, scored on the FIRST turn only (the text alone, no answers). Written after the engine
 * existed but before it was ever run on them; not used to tune phrase lists.
 */
import type { AiContextInput } from '@gari/contract/ai';

export interface StressCase {
  text: string;
  context: AiContextInput;
  expected: string;
}

const petrolAuto: AiContextInput = {
  year: 2009,
  make: 'Toyota',
  model: 'Premio',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  mileage: 160_000,
};
const petrolManual: AiContextInput = {
  year: 2013,
  make: 'Suzuki',
  model: 'Swift',
  fuel_type: 'Petrol',
  transmission: 'Manual',
  mileage: 90_000,
};
const diesel4x4: AiContextInput = {
  year: 2010,
  make: 'Toyota',
  model: 'Prado',
  fuel_type: 'Diesel',
  transmission: 'Automatic',
  drivetrain: '4WD',
  mileage: 210_000,
};
const van: AiContextInput = {
  year: 2006,
  make: 'Toyota',
  model: 'HiAce',
  fuel_type: 'Diesel',
  transmission: 'Manual',
  mileage: 330_000,
};

export const STRESS_CASES: StressCase[] = [
  {
    text: 'there is this sound like a bird chirping from the engine when I start in the morning, goes after some minutes',
    context: petrolAuto,
    expected: 'charging.drive_belt',
  },
  { text: 'breks making noise', context: petrolAuto, expected: 'brakes.worn_pads' },
  { text: 'when I step on brake car shaking', context: petrolAuto, expected: 'brakes.warped_discs' },
  {
    text: "temp needle is almost at H when we're in the jam at Remera",
    context: petrolAuto,
    expected: 'cooling.radiator_fan',
  },
  {
    text: 'my vitz wont start, just click click click click fast',
    context: petrolAuto,
    expected: 'starting.weak_battery',
  },
  {
    text: 'engine revving but car not moving well',
    context: petrolManual,
    expected: 'transmission.clutch_worn',
  },
  { text: 'steering wheel not straight and car goes left', context: petrolAuto, expected: 'tyres.alignment' },
  {
    text: 'a drone from the back wheels at highway speeds',
    context: petrolAuto,
    expected: 'suspension.wheel_bearing',
  },
  {
    text: 'water coming from under my car near the front passenger door, ac was on',
    context: petrolAuto,
    expected: 'leaks.ac_condensation',
  },
  { text: 'black smoke and knocking from my hiace', context: van, expected: 'diesel.injectors' },
  { text: 'car feels like a boat on bumps', context: petrolAuto, expected: 'suspension.shock_absorbers' },
  { text: 'brake pedal feels soft and goes down', context: petrolAuto, expected: 'brakes.fluid_leak' },
  {
    text: 'burning rubber smell after driving downtown, front left wheel hotter than the others',
    context: petrolAuto,
    expected: 'brakes.sticking_caliper',
  },
  { text: 'the red oil light blinks at idle', context: petrolAuto, expected: 'engine.low_oil' },
  {
    text: 'clutch pedal is going to the floor',
    context: petrolManual,
    expected: 'transmission.clutch_hydraulics',
  },
  {
    text: 'gear box making grinding noise when changing to 2nd',
    context: petrolManual,
    expected: 'transmission.manual_synchro',
  },
  { text: 'AC blows hot air', context: petrolAuto, expected: 'ac.low_refrigerant' },
  { text: 'blower only works on number 4', context: petrolAuto, expected: 'ac.cabin_filter_blower' },
  { text: 'loud exhaust noise like a motorbike', context: petrolAuto, expected: 'exhaust.muffler_hole' },
  { text: 'smells like eggs from the back', context: petrolAuto, expected: 'exhaust.catalytic_converter' },
  { text: 'battery light on while driving', context: petrolAuto, expected: 'charging.alternator' },
  { text: 'car pulls to one side when braking', context: petrolAuto, expected: 'brakes.sticking_caliper' },
  {
    text: 'tyre pressure keeps dropping on the front right',
    context: petrolAuto,
    expected: 'tyres.slow_puncture',
  },
  {
    text: 'the engine misses and shakes at the traffic lights',
    context: petrolAuto,
    expected: 'ignition.spark_plugs',
  },
  {
    text: 'white smoke and the coolant level drops every day',
    context: petrolAuto,
    expected: 'cooling.head_gasket',
  },
  { text: 'petrol smell inside the car', context: petrolAuto, expected: 'fuel.fuel_leak' },
  { text: 'hard starting in the morning, white smoke', context: diesel4x4, expected: 'diesel.glow_plugs' },
  { text: 'whistling noise from the turbo', context: diesel4x4, expected: 'diesel.turbo' },
  {
    text: 'the car stalls when I stop at a junction',
    context: petrolAuto,
    expected: 'fuel.throttle_body_idle',
  },
  { text: 'horn no longer works', context: petrolAuto, expected: 'electrical.horn' },
  {
    text: 'the airbag warning came on after an accident',
    context: petrolAuto,
    expected: 'electrical.airbag_srs',
  },
  { text: 'the automatic gearbox is slipping', context: petrolAuto, expected: 'transmission.atf_low' },
  {
    text: 'knocking noise from the front over bumps',
    context: petrolAuto,
    expected: 'suspension.sway_bar_links',
  },
  {
    text: 'loud clunk when I shift from park to drive',
    context: petrolAuto,
    expected: 'engine.engine_mounts',
  },
  { text: 'check engine light and bad fuel economy', context: petrolAuto, expected: 'fuel.o2_sensor' },
  { text: 'grinding when I start the engine', context: petrolAuto, expected: 'starting.starter_motor' },
  {
    text: 'smoke coming from the bonnet, smells like burnt oil',
    context: petrolAuto,
    expected: 'leaks.valve_cover_gasket',
  },
  { text: 'engine knocking when climbing a hill', context: petrolManual, expected: 'ignition.detonation' },
  { text: 'car vibrates a lot when stopped in drive', context: petrolAuto, expected: 'engine.engine_mounts' },
  { text: 'ran out of diesel and now it will not start', context: van, expected: 'diesel.air_in_fuel' },
];
