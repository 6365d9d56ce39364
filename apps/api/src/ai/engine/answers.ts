/**
 * Reads a chat answer into the answer categories of its question (spec §5 question types): a
 * distribution over categories, or null when the answer says nothing usable ("not sure").
 */
import type { AnswerParser } from '../knowledge';
import { CATEGORIES } from '../knowledge';
import { analyzeText } from './text';

/** Weights per answer category (sum 1), or null for "unknown". */
export type AnswerReading = Readonly<Record<string, number>> | null;

const UNSURE =
  /\b(not sure|dont know|do not know|no idea|idk|unsure|cant tell|can not tell|cannot tell|maybe|perhaps|not certain|sijui|simbizi|je ne sais pas|hard to say|i forget|dont remember)\b/;
const YES_WORDS = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'ya',
  'yah',
  'y',
  'ndiyo',
  'yego',
  'ego',
  'oui',
  'sure',
  'definitely',
  'correct',
  'absolutely',
  'indeed',
  'true',
  'affirmative',
  'si',
  'exactly',
  'right',
]);
const NO_WORDS = new Set([
  'no',
  'nope',
  'nah',
  'n',
  'never',
  'not',
  'none',
  'hapana',
  'oya',
  'non',
  'nay',
  'negative',
  'nothing',
  'nop',
]);
const SOMETIMES =
  /\b(sometimes|occasionally|a little|slightly|a bit|kind of|kinda|now and then|at times|rarely)\b/;

function clean(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/^\s*\(\d+\/\d+\)\s*/, '')
    .trim();
}

function uniform(categories: string[]): AnswerReading {
  if (categories.length === 0) return null;
  const unique = [...new Set(categories)];
  return Object.fromEntries(unique.map((c) => [c, 1 / unique.length]));
}

/** Yes/no (also visible_oil): the first word decides; "sometimes" is a soft yes. */
export function readYesNo(answer: string): AnswerReading {
  const text = clean(answer);
  if (!text) return null;
  const first = text.split(/[^a-z]+/).find((w) => w.length > 0) ?? '';
  // "Not sure" / "no idea" start with a no-word but say nothing (issue #13: they were read as "no").
  if (/^(not sure|not certain|no idea|not really sure|im not sure)\b/.test(text)) return null;
  if (UNSURE.test(text) && !YES_WORDS.has(first) && !NO_WORDS.has(first)) return null;
  if (SOMETIMES.test(text) && !NO_WORDS.has(first)) return { yes: 0.65, no: 0.35 };
  if (
    YES_WORDS.has(first) ||
    /^(it does|i do|it is|they do|there is|there are|it has|i have|i did|it did)\b/.test(text)
  )
    return { yes: 1 };
  if (
    NO_WORDS.has(first) ||
    /^(it doesnt|i dont|it isnt|there isnt|there arent|it hasnt|i havent|i didnt|it didnt)\b/.test(text)
  )
    return { no: 1 };
  return null;
}

const ACTIVITY: Readonly<Record<string, string>> = {
  idle: 'idle',
  traffic: 'idle',
  accelerate: 'accelerate',
  hill: 'accelerate',
  brake: 'brake',
  downhill: 'brake',
  cruise: 'cruise',
  high_speed: 'cruise',
  with_speed: 'cruise',
  turn: 'turn',
  cold_start: 'start',
  start: 'start',
  bump: 'bumps',
  pothole: 'bumps',
  shift: 'shift',
  engage: 'shift',
  gear: 'shift',
  clutch: 'shift',
};
const LOCATION: Readonly<Record<string, string>> = {
  engine: 'engine',
  valve_cover: 'top',
  top: 'top',
  bottom: 'bottom',
  sump: 'bottom',
  under: 'under',
  front: 'front',
  rear: 'rear',
  tank: 'rear',
  exhaust: 'rear',
  wheel: 'wheel',
  tyre: 'wheel',
  rim: 'wheel',
  middle: 'middle',
  cabin: 'cabin',
  seat: 'cabin',
  door: 'cabin',
  dashboard: 'cabin',
  pedal: 'cabin',
};
const NOISE: Readonly<Record<string, string>> = {
  squeal: 'squeal',
  grind: 'grind',
  knock: 'knock',
  clunk: 'clunk',
  rattle: 'rattle',
  whine: 'whine',
  whir: 'whine',
  hum: 'hum',
  hiss: 'hiss',
  whoosh: 'hiss',
  click: 'click',
  tick: 'tick',
  whistle: 'whistle',
  roar: 'roar',
  loud: 'roar',
  ping: 'rattle',
  creak: 'squeal',
};
const LIGHTS: Readonly<Record<string, string>> = {
  check_engine: 'check_engine',
  battery_light: 'battery',
  oil_light: 'oil',
  temp_light: 'temp',
  abs: 'abs',
  brake_light: 'brake',
  airbag: 'airbag',
  eps_light: 'steering',
  glow: 'glow',
  trans_light: 'transmission',
  tpms: 'tpms',
  dpf: 'dpf',
  water_fuel_light: 'water_fuel',
  immobiliser: 'security',
};
/** Fallback words for lights named loosely ("the battery one"). */
const LIGHT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(engine|check)\b/, 'check_engine'],
  [/\bbattery|charging\b/, 'battery'],
  [/\boil\b/, 'oil'],
  [/\btemp|thermometer|coolant\b/, 'temp'],
  [/\babs\b/, 'abs'],
  [/\bbrake|handbrake\b/, 'brake'],
  [/\bairbag|srs\b/, 'airbag'],
  [/\bsteering|eps\b/, 'steering'],
  [/\bglow|coil|spring\b/, 'glow'],
  [/\b(od|o d|overdrive|gearbox|transmission|at)\b/, 'transmission'],
  [/\btyre|tire|pressure\b/, 'tpms'],
  [/\bdpf|filter\b/, 'dpf'],
  [/\bwater\b/, 'water_fuel'],
  [/\bkey|lock|security|immobili/, 'security'],
];

const NONE =
  /^(no|none|nothing|nope|not|hakuna|oya|hapana|non)\b|\b(no (warning )?lights?|nothing|none|no smoke|no noise|no leak|not leaking|dry|silent|quiet)\b/;

function timeframe(text: string): string[] {
  const out: string[] = [];
  const t = analyzeText(text);
  if (
    t.pos.has('after_refuel') ||
    t.pos.has('bad_fuel') ||
    /\b(refuel|filled|filling|fill up|station)\b/.test(text)
  )
    out.push('after_refuel');
  if (t.pos.has('after_service') || /\b(service|serviced|garage|mechanic|oil change|repair)\b/.test(text))
    out.push('after_service');
  if (
    t.pos.has('pothole') ||
    t.pos.has('accident') ||
    /\b(hit|hitting|pothole|bump|accident|kerb|curb)\b/.test(text)
  )
    out.push('after_impact');
  if (out.length > 0) return out;
  const m = text.match(
    /\b(\d+|a|an|one|two|three|four|five|six|few|couple|several|some)\s*(?:of\s+)?(hour|day|week|month|year)s?\b/,
  );
  if (m) {
    const n = /^\d+$/.test(m[1] as string)
      ? Number(m[1])
      : ((
          {
            a: 1,
            an: 1,
            one: 1,
            two: 2,
            three: 3,
            four: 4,
            five: 5,
            six: 6,
            few: 3,
            couple: 2,
            several: 4,
            some: 3,
          } as Record<string, number>
        )[m[1] as string] ?? 2);
    const unit = m[2] as string;
    const days =
      unit === 'hour'
        ? n / 24
        : unit === 'day'
          ? n
          : unit === 'week'
            ? n * 7
            : unit === 'month'
              ? n * 30
              : n * 365;
    return [days <= 2 ? 'sudden' : days <= 21 ? 'recent' : 'gradual'];
  }
  if (t.pos.has('sudden') || /\b(today|yesterday|hours?|just now|this morning|suddenly|tonight)\b/.test(text))
    out.push('sudden');
  if (/\b(days?|week|weeks|last week|this week|recently|lately)\b/.test(text)) out.push('recent');
  if (
    t.pos.has('gradual') ||
    /\b(months?|years?|long time|ages|slowly|gradually|always|since i bought)\b/.test(text)
  )
    out.push('gradual');
  return out;
}

function fromTerms(text: string, table: Readonly<Record<string, string>>): string[] {
  const t = analyzeText(text);
  const out: string[] = [];
  for (const term of t.pos.keys()) {
    const c = table[term];
    if (c) out.push(c);
  }
  return out;
}

/**
 * Reads `answer` with the given parser. Multi-category answers ("front left wheel") become a mixture.
 */
export function readAnswer(parser: AnswerParser, answer: string): AnswerReading {
  const text = clean(answer);
  if (!text || (UNSURE.test(text) && parser !== 'yes_no')) return null;
  switch (parser) {
    case 'yes_no':
      return readYesNo(text);
    case 'activity': {
      if (
        /\b(all the time|always|constantly|everywhere|any time|anytime)\b/.test(text) &&
        !/\bonly\b/.test(text)
      )
        return null;
      return uniform(fromTerms(text, ACTIVITY));
    }
    case 'location':
      return uniform(fromTerms(text, LOCATION));
    case 'timeframe':
      return uniform(timeframe(text));
    case 'leak_type': {
      const out: string[] = [];
      if (/\b(slow|drip|drips|dripping|drop|drops|seep|seeping|spots?|weep)\b/.test(text)) out.push('drip');
      if (/\b(steady|stream|running|pouring|pours|fast|flowing|lots)\b/.test(text)) out.push('stream');
      if (/\b(pool|puddle|big|everywhere|lake|flood)\b/.test(text)) out.push('pool');
      if (out.length === 0 && NONE.test(text)) out.push('none');
      return uniform(out);
    }
    case 'fluid': {
      const out: string[] = [];
      const brakeish =
        /\bbrake\b/.test(text) ||
        (/\b(yellow|yellowish|amber|honey)\b/.test(text) && /\boil|oily|clear\b/.test(text));
      if (brakeish) out.push('brake_fluid');
      else {
        if (/\b(black|brown|dark|oil|oily|engine oil|greasy)\b/.test(text) && !/\bred\b/.test(text))
          out.push('oil');
        if (/\b(green|sweet|coolant|antifreeze|orange)\b/.test(text)) out.push('coolant');
        if (/\bpink\b/.test(text)) out.push('coolant', 'red');
        if (/\b(red|reddish|atf)\b/.test(text)) out.push('red');
        if (
          /\b(clear|water|watery|no smell|odourless|odorless)\b/.test(text) &&
          !/\b(oil|coolant)\b/.test(text)
        )
          out.push('water');
        if (/\b(fuel|petrol|diesel|gasoline|gas|essence)\b/.test(text)) out.push('fuel');
      }
      if (out.length === 0 && NONE.test(text)) out.push('none');
      return uniform(out);
    }
    case 'smoke': {
      const out: string[] = [];
      if (/\b(white|whitish|steam)\b/.test(text)) out.push('white');
      if (/\b(blue|bluish|blueish|grey|gray)\b/.test(text)) out.push('blue');
      if (/\b(black|dark|soot|sooty)\b/.test(text)) out.push('black');
      if (out.length === 0 && NONE.test(text)) out.push('none');
      return uniform(out);
    }
    case 'warning_light': {
      const out = fromTerms(text, LIGHTS);
      if (out.length === 0) {
        for (const [re, c] of LIGHT_WORDS) if (re.test(text)) out.push(c);
      }
      if (out.length === 0 && NONE.test(text)) out.push('none');
      return uniform(out);
    }
    case 'crank': {
      const out: string[] = [];
      if (
        /\b(too fast|faster|fast|easily|easier|free|different)\b/.test(text) &&
        /\bcrank|turn|spin|sound/.test(text)
      )
        out.push('fast_crank');
      else if (/\b(single|one|a) (loud )?click\b|\bclicks once\b/.test(text)) out.push('single_click');
      else if (/\bclick/.test(text)) out.push('rapid_click');
      else if (/\bslow|weak|lazy|struggl|rrr/.test(text)) out.push('slow');
      else if (
        /\b(crank|cranks|cranking|turns over|turning over)\b/.test(text) &&
        /\b(but|no start|not start|doesnt start|wont|never|long|no fire|not fire|catch)\b/.test(text)
      )
        out.push('cranks_no_start');
      else if (/\b(nothing|dead|no sound|silent|no response|no click)\b/.test(text)) out.push('nothing');
      else if (/\b(starts|fine|normal|ok)\b/.test(text)) out.push('starts');
      return uniform(out);
    }
    case 'noise': {
      const out = fromTerms(text, NOISE);
      if (out.length === 0 && NONE.test(text)) out.push('none');
      return uniform(out);
    }
  }
}

/** The categories a parser reads into. */
export function categoriesOf(parser: AnswerParser): readonly string[] {
  return CATEGORIES[parser];
}
