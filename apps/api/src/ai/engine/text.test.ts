import { describe, expect, it } from 'vitest';
import { readAnswer, readYesNo } from './answers';
import { analyzeText, stem } from './text';

const pos = (text: string) => [...analyzeText(text).pos.keys()];
const neg = (text: string) => [...analyzeText(text).neg.keys()];

describe('stem', () => {
  it('folds inflections of the same word', () => {
    expect(stem('squealing')).toBe(stem('squeals'));
    expect(stem('braking')).toBe(stem('brakes'));
    expect(stem('overheated')).toBe(stem('overheating'));
    expect(stem('stopped')).toBe('stop');
    expect(stem('spring')).toBe('spring');
  });
});

describe('analyzeText', () => {
  it('maps owners’ words, phrases and misspellings to terms', () => {
    expect(pos('my breaks are squeeking')).toEqual(expect.arrayContaining(['brake', 'squeal']));
    expect(pos('the steering is very heavy')).toContain('heavy_steering');
    expect(pos('pedal slowly sinks to the floor')).toContain('sinks');
    expect(pos('radiater keeps overheting')).toEqual(expect.arrayContaining(['radiator', 'overheat']));
    expect(pos('the alternatr is dead')).toContain('alternator');
  });

  it('understands common loanwords', () => {
    expect(pos('feri zirasakuza')).toEqual(expect.arrayContaining(['brake', 'squeal']));
    expect(pos('le moteur surchauffe')).toEqual(expect.arrayContaining(['engine', 'overheat']));
    expect(pos('moshi mweusi')).toContain('black_smoke');
  });

  it('reads OBD codes', () => {
    expect(pos('scanner shows P0302')).toContain('misfire');
    expect(pos('code P0420 came up')).toContain('catalytic');
  });

  it('turns negation into denied terms, within a clause', () => {
    expect(neg('no smoke at all')).toContain('smoke');
    expect(pos('no smoke at all')).not.toContain('smoke');
    expect(neg("it doesn't leak")).toContain('leak');
    expect(neg('there is no white smoke, but it squeals')).toContain('white_smoke');
    expect(pos('there is no white smoke, but it squeals')).toContain('squeal');
    expect(pos('no smoke and it overheats')).toContain('overheat');
  });

  it('keeps symptoms that are phrased with a negation', () => {
    expect(pos("car won't start")).toContain('start_fail');
    expect(pos('engine has no power uphill')).toContain('power_loss');
    expect(pos('AC is not cooling')).toContain('warm_air');
    expect(neg("car won't start")).not.toContain('start');
  });

  it('reads "said not to be there" forms', () => {
    expect(neg('the pedal is firm')).toContain('spongy');
    expect(neg('no leaks anywhere under the car')).toContain('leak');
  });

  it('tells car talk from anything else', () => {
    expect(analyzeText('my car has a problem').automotive).toBe(true);
    expect(analyzeText('hello, how are you today').automotive).toBe(false);
  });
});

describe('answers', () => {
  it('reads yes/no answers, soft yes and unknowns', () => {
    expect(readYesNo('Yes, it does')).toEqual({ yes: 1 });
    expect(readYesNo('yego')).toEqual({ yes: 1 });
    expect(readYesNo('No, never')).toEqual({ no: 1 });
    expect(readYesNo("I don't know")).toBeNull();
    expect(readYesNo('sometimes')).toEqual({ yes: 0.65, no: 0.35 });
  });

  it('reads activity, location and timeframe answers', () => {
    expect(readAnswer('activity', 'only when I brake')).toEqual({ brake: 1 });
    expect(readAnswer('activity', 'at idle in traffic')).toEqual({ idle: 1 });
    expect(readAnswer('activity', 'all the time')).toBeNull();
    expect(readAnswer('location', 'front left wheel')).toEqual({ front: 0.5, wheel: 0.5 });
    expect(readAnswer('location', 'under the car near the middle')).toEqual({ under: 0.5, middle: 0.5 });
    expect(readAnswer('timeframe', 'about 2 months')).toEqual({ gradual: 1 });
    expect(readAnswer('timeframe', 'about 3 weeks')).toEqual({ recent: 1 });
    expect(readAnswer('timeframe', '2 days ago')).toEqual({ sudden: 1 });
    expect(readAnswer('timeframe', 'a week')).toEqual({ recent: 1 });
    expect(readAnswer('timeframe', 'right after I refuelled')).toEqual({ after_refuel: 1 });
  });

  it('reads leak, fluid, smoke, light, crank and noise answers', () => {
    expect(readAnswer('leak_type', 'a slow drip')).toEqual({ drip: 1 });
    expect(readAnswer('leak_type', 'a big pool')).toEqual({ pool: 1 });
    expect(readAnswer('fluid', 'green and sweet')).toEqual({ coolant: 1 });
    expect(readAnswer('fluid', 'red oil')).toEqual({ red: 1 });
    expect(readAnswer('smoke', 'none')).toEqual({ none: 1 });
    expect(readAnswer('smoke', 'blue grey')).toEqual({ blue: 1 });
    expect(readAnswer('warning_light', 'the battery light')).toEqual({ battery: 1 });
    expect(readAnswer('warning_light', 'O/D OFF is flashing')).toEqual({ transmission: 1 });
    expect(readAnswer('crank', 'just a single click')).toEqual({ single_click: 1 });
    expect(readAnswer('crank', 'it cranks normally but does not start')).toEqual({ cranks_no_start: 1 });
    expect(readAnswer('noise', 'a deep knock')).toEqual({ knock: 1 });
  });
});

describe('owner wording learnt from the tuning half (issue #13)', () => {
  const pos = (text: string) => [...analyzeText(text).pos.keys()];

  it('reads drifting, a creeping pedal, rapid clicks, slipping and long cranking', () => {
    expect(pos('it drifts off when i take my hands off the wheel')).toContain('pull');
    expect(pos('the car wanders left on a flat road')).toContain('pull');
    expect(pos('the pedal creeps down while i hold it')).toContain('sinks');
    expect(pos('it only goes click click when i try')).toContain('rapid_click');
    expect(pos('revs climb but the speed stays the same')).toContain('slip');
    expect(pos('it cranks and cranks before it fires')).toContain('hard_start');
    expect(pos('the van shudders at idle')).toContain('rough_idle');
    expect(pos('now it sounds like a harley')).toContain('roar');
  });

  it('reads the gear selector apart from parking and driving', () => {
    expect(pos('clunk when i go from park into drive')).toContain('engage');
    expect(pos('clunk when i go from park into drive')).not.toContain('turn');
    expect(pos('i drove through a puddle')).not.toContain('engage');
    expect(analyzeText('the outer edge is worn but the tread is fine').neg.has('bald')).toBe(true);
  });

  it('reads a diesel, overdue fluid, heavier steering, smoke puffs and the key turned', () => {
    expect(pos('my old diesel pickup')).toEqual(expect.arrayContaining(['diesel_car', 'fuel']));
    expect(pos('petrol smell')).not.toContain('diesel_car');
    expect(pos('the fluid has not been changed in years')).toContain('tune_up');
    expect(pos('the steering is heavier than usual')).toContain('heavy_steering');
    expect(pos('it puffs black smoke')).toContain('black_smoke');
    expect(pos('it puffs black smoke')).not.toContain('whoosh');
    expect(pos('key turned and nothing')).toContain('start');
  });
});
