/**
 * Pure rules of the AI mechanic chat (spec §4 AI mechanic, §5 AI mechanic, §8 AI, §9 AI questions):
 * which questions are valid, the answer checks by question type with their messages, off-topic
 * answers, questions about the vehicle's own data, and when to ask for follow-up questions.
 * No I/O; every function is deterministic.
 */
import { type KeyedMessage, msg } from '../shared';
import type {
  AiMechanicMessageKey,
  ChatQuestion,
  MechanicAnswer,
  QuestionType,
  VehicleContext,
} from './types';
import { CAR_WORDS, COUNTRY_NAMES, GREETINGS, ISSUE_KEYWORDS, MONTHS, PROFANITY, WEEKDAYS } from './words';

/** Spec §9: at least 3 questions are kept on the first turn (when the server gives that many). */
export const MIN_FIRST_QUESTIONS = 3;
/** Spec §9: at most 5 questions are kept on the first turn. */
export const MAX_FIRST_QUESTIONS = 5;
/** Spec §9: a follow-up request adds at most 2 questions. */
export const MAX_FOLLOW_UP_QUESTIONS = 2;
/** Spec §9: at most 7 questions in one chat. */
export const MAX_TOTAL_QUESTIONS = 7;
/** Spec §4: a follow-up is always asked while fewer than this many questions were asked. */
export const FOLLOW_UP_BELOW = 5;
/** Spec §5, §9: the Send button needs at least 5 characters. */
export const MIN_ANSWER_LENGTH = 5;
/** Spec §9: a 'long' answer is over 30 characters. */
export const LONG_ANSWER_LENGTH = 30;
/** The most characters of the symptoms message (the API's `symptoms` limit, POST /ai/mechanic; issue #16). */
export const MAX_SYMPTOMS_LENGTH = 2000;
/** The most characters of one answer (the API's `answers[].answer` limit; issue #16). */
export const MAX_ANSWER_LENGTH = 1000;

export {
  ACTIVITY_WORDS,
  CAR_WORDS,
  COUNTRY_NAMES,
  GREETINGS,
  ISSUE_KEYWORDS,
  LEAK_TYPE_WORDS,
  LOCATION_WORDS,
  PROFANITY,
  TIMEFRAME_WORDS,
} from './words';

/** Default named delays of the machine, in ms (spec §4, §9). */
export const AI_MECHANIC_DELAYS = {
  /** Before each question of the first turn. */
  questionDelay: 2000,
  /** Before each follow-up question. */
  followUpDelay: 1500,
  /** Before the automatic final request after a failed follow-up. */
  autoSubmitDelay: 2000,
} as const;

/** Lower-case words of `text` (letters, digits and apostrophes). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

/** True when a word of `text` starts with one of `stems` (multi-word stems match as phrases). */
function hasStem(text: string, stems: readonly string[]): boolean {
  const list = words(text);
  const joined = ` ${list.join(' ')}`;
  return stems.some((stem) =>
    stem.includes(' ') ? joined.includes(` ${stem}`) : list.some((w) => w.startsWith(stem)),
  );
}

/** Collapses spaces and trims. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text for comparisons: lower case, letters and digits only. */
const normal = (text: string) => words(text).join(' ');

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

/**
 * A question as shown: list bullets and numbering ('1. ', '- '), a '(n/total)' prefix and wrapping
 * bold markers removed, spaces collapsed.
 */
export function cleanQuestion(text: string): string {
  let t = squash(text);
  t = t.replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, '');
  t = t.replace(/^\(\d+\/\d+\)\s*/, '');
  const bold = /^(\*\*|__)(.+)\1$/.exec(t);
  if (bold?.[2]) t = bold[2].trim();
  return t;
}

/**
 * True for a heading line rather than a question (spec §4 "not headings"): a Markdown heading
 * ('## Questions'), a line ending with ':' ('Some questions for you:'), or a bare 'Questions?' title.
 */
export function isHeading(text: string): boolean {
  const t = squash(text);
  if (/^#{1,6}(\s|$)/.test(t)) return true;
  if (/:\s*(\*\*|__)?$/.test(t)) return true;
  const bare = cleanQuestion(t).replace(/[*_]/g, '').trim();
  return /^(?:(?:further|follow[- ]up|additional|some|a few|more|diagnostic)\s+)?questions?(?:\s+for you)?\s*[:?.!]*$/i.test(
    bare,
  );
}

/** Spec §4: a valid question contains '?' and is not a heading. */
export function isValidQuestion(text: string): boolean {
  return text.includes('?') && !isHeading(text) && cleanQuestion(text).replace(/[?\s]/g, '').length > 0;
}

/** True when `text` names at least two of the activity words (idle, accelerate, brake, cruise). */
function activityCount(text: string): number {
  const list = words(text);
  return ['idl', 'accelerat', 'brak', 'cruis'].filter((s) => list.some((w) => w.startsWith(s))).length;
}

/**
 * The §5 type of a question from its words, for answers that do not type their questions:
 * activity (names two of idle/accelerate/brake/cruise), leak_type (a leak's rate or size),
 * visible_oil (whether oil can be seen), location ('where'), timeframe ('when', 'how long', 'since'),
 * yes_no (starts with is/are/do/does/…), else free.
 */
export function inferQuestionType(text: string): QuestionType {
  const t = text.toLowerCase();
  if (activityCount(t) >= 2) return 'activity';
  if (/\bleak/.test(t) && /\b(drip|stream|pool|steady|slow|fast|how (fast|much|big|bad))/.test(t)) {
    return 'leak_type';
  }
  const yesNoStart = /^(is|are|do|does|did|have|has|had|can|could|was|were|will|would|should)\b/.test(t);
  if (yesNoStart && /\boil\b/.test(t) && /\b(see|seen|visible|spot|notice|drops?|stains?)\b/.test(t)) {
    return 'visible_oil';
  }
  if (/\bwhere\b/.test(t)) return 'location';
  if (/\b(when did|how long|since when|how often|when was|when)\b/.test(t)) return 'timeframe';
  if (yesNoStart) return 'yes_no';
  return 'free';
}

/**
 * The valid questions of a server answer (spec §4), cleaned and typed, without questions already
 * asked (compared without case and punctuation) or repeated, at most `max`. The type is the answer's
 * `question_types[i]` when it is one of the §5 types, else {@link inferQuestionType}.
 */
export function pickQuestions(
  answer: Pick<MechanicAnswer, 'further_questions' | 'question_types'>,
  opts: { max: number; asked?: readonly string[]; followUp?: boolean },
): ChatQuestion[] {
  const seen = new Set((opts.asked ?? []).map(normal));
  const out: ChatQuestion[] = [];
  const list = Array.isArray(answer.further_questions) ? answer.further_questions : [];
  list.forEach((raw, i) => {
    if (out.length >= opts.max || typeof raw !== 'string' || !isValidQuestion(raw)) return;
    const text = cleanQuestion(raw);
    const key = normal(text);
    if (seen.has(key)) return;
    seen.add(key);
    const given = answer.question_types?.[i];
    const type: QuestionType = given && QUESTION_TYPE_SET.has(given) ? given : inferQuestionType(text);
    out.push({ text, type, followUp: opts.followUp ?? false });
  });
  return out;
}

/** A question as asked in the chat: `askedQuestion` { n, total, question } ('(n/total) text', spec §4). */
export function withPrefix(n: number, total: number, question: string): KeyedMessage<AiMechanicMessageKey> {
  return msg('askedQuestion', { n, total, question });
}

/** Spec §4 "actions": the answer holds DIY actions, mechanic-required items or suggestions. */
export function hasActions(
  answer: Pick<MechanicAnswer, 'diy_actions' | 'mechanic_required' | 'suggestions'>,
) {
  return (
    (answer.diy_actions?.length ?? 0) > 0 ||
    (answer.mechanic_required?.length ?? 0) > 0 ||
    (answer.suggestions?.length ?? 0) > 0
  );
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** Spec §5: the Send button needs at least 5 characters (trimmed), and at most {@link MAX_ANSWER_LENGTH} (issue #16). */
export function canSendAnswer(text: string): boolean {
  const length = text.trim().length;
  return length >= MIN_ANSWER_LENGTH && length <= MAX_ANSWER_LENGTH;
}

/** True when the symptoms are longer than the API takes ({@link MAX_SYMPTOMS_LENGTH}, trimmed; issue #16). */
export function symptomsTooLong(text: string): boolean {
  return text.trim().length > MAX_SYMPTOMS_LENGTH;
}

/**
 * True when `text` holds a date: '12/03', '12-03-2026', '2026-03-12', '12 March', 'March 12', a
 * weekday ('Monday').
 */
export function containsDate(text: string): boolean {
  if (/\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/.test(text)) return true;
  if (/\b\d{4}-\d{2}-\d{2}\b/.test(text)) return true;
  const list = words(text);
  if (list.some((w) => WEEKDAYS.includes(w))) return true;
  const isNumber = (w: string | undefined) => w !== undefined && /^\d{1,2}(st|nd|rd|th)?$/.test(w);
  // 'may' is a month only next to a day number ('3 May', 'May 3'); the other names always are.
  return list.some((w, i) =>
    w === 'may' ? isNumber(list[i - 1]) || isNumber(list[i + 1]) : MONTHS.includes(w),
  );
}

/**
 * The answer check of a question type (spec §5); null when the answer passes, else the message to
 * show (the question is then asked again):
 * - location: a place word (under, near, front, rear, left, right, engine, pan, wheel, center)
 * - timeframe: today, yesterday, last, week, month, days, hours, since, or a date
 * - activity: idle, accelerate, brake or cruise (any form: 'idling', 'braking')
 * - yes_no, visible_oil: starts with yes or no
 * - leak_type: slow, drip, steady, stream or pool
 * - free: always passes
 */
export function checkAnswer(type: QuestionType, answer: string): KeyedMessage<AiMechanicMessageKey> | null {
  return ANSWER_CHECKS[type]?.(answer.trim()) ?? null;
}

const yesNo = (text: string) => (/^["'(\s]*(yes|no)\b/i.test(text) ? null : msg('yesNo'));

/** The check of each question type (see {@link checkAnswer}), on the trimmed answer. */
const ANSWER_CHECKS: Record<QuestionType, (text: string) => KeyedMessage<AiMechanicMessageKey> | null> = {
  location: (text) =>
    /\b(under\w*|near\w*|front\w*|rear\w*|left|right|engines?|pans?|wheels?|cent(?:er|re)s?)\b/i.test(text)
      ? null
      : msg('location'),
  timeframe: (text) =>
    /\b(today|yesterday|tonight|last|weeks?|months?|days?|hours?|since|ago)\b/i.test(text) ||
    containsDate(text)
      ? null
      : msg('timeframe'),
  activity: (text) => (activityCount(text) > 0 ? null : msg('activity')),
  yes_no: yesNo,
  visible_oil: yesNo,
  leak_type: (text) =>
    /\b(slow\w*|drip\w*|steady|steadily|stream\w*|pool\w*)\b/i.test(text) ? null : msg('leakType'),
  free: () => null,
};

/** The §5 question types: the keys of {@link ANSWER_CHECKS}. */
const QUESTION_TYPE_SET: ReadonlySet<string> = new Set(Object.keys(ANSWER_CHECKS));

/**
 * True when `text` reads as a question: it has a '?' or starts with a question word or an auxiliary
 * ('What…', 'Is it…', 'Tell me…'). Used for questions about the vehicle's own data.
 */
export function isQuestionLike(text: string): boolean {
  const t = text.trim().toLowerCase();
  return (
    t.includes('?') ||
    /^(what|which|who|whom|whose|when|where|why|how|is|are|do|does|did|can|could|would|will|should|tell me|remind me)\b/.test(
      t,
    )
  );
}

/**
 * True when an answer asks something back: it has a '?' or starts with 'what', 'which', 'who', 'why',
 * 'can you', 'tell me'… Narrower than {@link isQuestionLike}, because answers often start with
 * 'When I brake…' or 'Where the wheel is…'.
 */
export function asksBack(text: string): boolean {
  const t = text.trim().toLowerCase();
  return (
    t.includes('?') ||
    /^(what|which|who|whom|whose|why|can you|could you|would you|will you|do you|are you|tell me|remind me)\b/.test(
      t,
    )
  );
}

/** Why an answer is off-topic (spec §5), see {@link offTopicReason}. */
export type OffTopicReason =
  | 'profanity'
  | 'greeting'
  | 'personal_data'
  | 'too_short'
  | 'non_diagnostic_question';

/** True when the answer is made only of greetings and small talk ('Hello there!', 'Muraho'). */
function isGreeting(text: string): boolean {
  let rest = ` ${normal(text)} `;
  if (rest.trim() === '') return false;
  const phrases = [...GREETINGS].sort((a, b) => b.length - a.length);
  for (const p of phrases) rest = rest.split(` ${p} `).join(' ').split(` ${p} `).join(' ');
  return rest.trim() === '';
}

/** Personal data: an email, a phone or id number, an address, a country, "my phone/address/id…". */
function hasPersonalData(text: string): boolean {
  const t = text.toLowerCase();
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(t)) return true;
  for (const m of t.matchAll(/\+?\d[\d\s().-]{7,}\d/g)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 9 && !containsDate(m[0])) return true;
  }
  if (
    /\bmy (country|address|home address|house|location|national id|id|id number|id card|passport|phone|phone number|mobile|number|email|e-mail|name|names)\b/.test(
      t,
    )
  ) {
    return true;
  }
  if (/\b(i live|i stay|i reside|i am from|i'm from|im from)\b/.test(t)) return true;
  if (/\b(which|what) country\b/.test(t)) return true;
  if (/\b(k[gnk]|rn)\s?\d{1,4}\s?(st|ave|avenue|street|rd)\b/.test(t)) return true;
  const bare = normal(t).replace(/^(in|from|at)\s+/, '');
  return (COUNTRY_NAMES as readonly string[]).includes(bare);
}

/** Very short or meaningless answers: under 2 letters (and no date), one repeated character, key mash. */
function isTooShort(text: string): boolean {
  const letters = text.replace(/[^a-z]/gi, '');
  if (letters.length < 2 && !containsDate(text)) return true;
  const compact = text.replace(/\s/g, '').toLowerCase();
  if (/^(.)\1+$/.test(compact)) return true;
  const list = words(text);
  if (list.length === 1) {
    const w = list[0] ?? '';
    if (/^(idk|dunno|hmm+|ok+|okay+|lol+|haha\w*|asdf\w*|qwert\w*|zxcv\w*|test\w*|blah\w*)$/.test(w))
      return true;
    if (w.length >= 5 && !/[aeiouy]/.test(w)) return true;
  }
  return false;
}

/**
 * Why an answer is off-topic (spec §5), checked in this order: profanity, greetings only, personal
 * data (country, address, id or phone number, email), very short or meaningless answers, and
 * questions with no car-diagnostic word ('What is the capital of Kenya?'). Null for an on-topic answer.
 * Questions about the vehicle's own data are not off-topic (see {@link vehicleDataTopic}).
 */
export function offTopicReason(answer: string): OffTopicReason | null {
  const text = answer.trim();
  if (hasStem(text, PROFANITY)) return 'profanity';
  if (isGreeting(text)) return 'greeting';
  if (hasPersonalData(text)) return 'personal_data';
  if (isTooShort(text)) return 'too_short';
  if (asksBack(text) && !hasStem(text, CAR_WORDS)) return 'non_diagnostic_question';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Questions about the vehicle's own data
// ---------------------------------------------------------------------------------------------

/** What a question about the vehicle's own data asks (spec §5). */
export type VehicleDataTopic = 'fuel_type' | 'transmission' | 'identity' | 'mileage' | 'engine';

/**
 * The vehicle datum a member's question asks about (spec §5: fuel type, transmission, year/make/model,
 * mileage, engine specs), or null. Only question-like texts count ('What fuel does my car use?',
 * 'Is it automatic?'); a statement such as 'It smells of fuel' is an answer.
 */
export function vehicleDataTopic(answer: string): VehicleDataTopic | null {
  if (!isQuestionLike(answer)) return null;
  const t = normal(answer);
  if (
    /\b(fuel type|type of fuel|kind of fuel|what fuel|which fuel|petrol or diesel|diesel or petrol|gasoline|essence|does it (use|take|run on) (petrol|diesel)|(is|does) (it|my car|the car) (a )?(petrol|diesel))\b/.test(
      t,
    )
  ) {
    return 'fuel_type';
  }
  if (
    /\b(what transmission|which transmission|transmission type|type of transmission|kind of transmission|what gearbox|which gearbox|gearbox type|manual or automatic|automatic or manual|(is|does) (it|my car|the car) (an? )?(automatic|manual|cvt))\b/.test(
      t,
    )
  ) {
    return 'transmission';
  }
  if (/\b(mileage|odometer|how many (km|kms|kilometers|kilometres|miles)|how far (has|have))\b/.test(t)) {
    return 'mileage';
  }
  if (
    /\b(engine size|engine type|engine spec\w*|engine capacity|displacement|cc|what engine|which engine|how big is (the|my) engine|horsepower|hp|cylinders?)\b/.test(
      t,
    )
  ) {
    return 'engine';
  }
  if (
    /\b(what year|which year|model year|year of (my|the) car|what car|which car|what make|which make|what model|which model|make and model|year make|what vehicle|which vehicle|my car s (make|model|year))\b/.test(
      t,
    )
  ) {
    return 'identity';
  }
  return null;
}

const present = (v: string | number | null | undefined): v is string | number =>
  v !== null && v !== undefined && String(v).trim() !== '';

/** '2018 Toyota RAV4 GX' from the profile; '' when nothing is known (the catalog says 'your car'). */
export function describeVehicle(v: VehicleContext): string {
  return [v.year, v.make, v.model, v.variant].filter(present).join(' ');
}

/** 120000 → '120,000'. */
const grouped = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The engine as 'Petrol 2.5L' style text (a size of 100 or more is in cc: '2,400 cc'). */
function engineText(v: VehicleContext): string | null {
  const size = present(v.engine_size)
    ? typeof v.engine_size === 'number'
      ? v.engine_size >= 100
        ? `${grouped(v.engine_size)} cc`
        : `${v.engine_size}L`
      : String(v.engine_size).trim()
    : null;
  const parts = [present(v.engine_type) ? String(v.engine_type).trim() : null, size].filter(
    (p): p is string => p !== null,
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The reply to a question about the vehicle's own data, from its profile (spec §5), as a message:
 * e.g. `vehicleFuelType` { vehicle: '2018 Toyota RAV4', hasName: 'yes', fuel: 'Petrol' } ('Your 2018
 * Toyota RAV4 runs on Petrol.'), or `vehicleDataMissing` { topic } when the profile lacks the datum.
 * `vehicle` is '' and `hasName` 'no' when nothing is known; `transmission` is lower case; `vowel` is
 * 'yes' when the transmission or engine starts with a vowel ('an' in English); mileage is a whole
 * number in `unit` (default km).
 */
export function vehicleDataReply(
  topic: VehicleDataTopic,
  v: VehicleContext,
): KeyedMessage<AiMechanicMessageKey> {
  const vehicle = describeVehicle(v);
  const named = { vehicle, hasName: vehicle === '' ? 'no' : 'yes' };
  const vowel = (word: string) => (/^[aeiou]/i.test(word.trim()) ? 'yes' : 'no');
  const missing = () => msg('vehicleDataMissing', { topic });
  switch (topic) {
    case 'fuel_type':
      return present(v.fuel_type)
        ? msg('vehicleFuelType', { ...named, fuel: String(v.fuel_type) })
        : missing();
    case 'transmission': {
      const text = String(v.transmission);
      const values = { ...named, vowel: vowel(text), transmission: text.toLowerCase() };
      return present(v.transmission) ? msg('vehicleTransmission', values) : missing();
    }
    case 'mileage':
      return present(v.mileage)
        ? msg('vehicleMileage', {
            ...named,
            mileage: Math.round(Number(v.mileage)),
            unit: v.mileage_unit || 'km',
          })
        : missing();
    case 'engine': {
      const engine = engineText(v);
      return engine ? msg('vehicleEngine', { ...named, vowel: vowel(engine), engine }) : missing();
    }
    case 'identity':
      return vehicle === '' ? missing() : msg('vehicleIdentity', { vehicle });
  }
}

// ---------------------------------------------------------------------------------------------
// Follow-ups
// ---------------------------------------------------------------------------------------------

/** Spec §4: the answer names a further issue ({@link ISSUE_KEYWORDS}). */
export function hasIssueKeyword(answer: string): boolean {
  return hasStem(answer, ISSUE_KEYWORDS);
}

/**
 * Spec §4: after all questions are answered, ask for follow-up questions when fewer than 5 were
 * asked, or the last answer has an issue keyword and fewer than 7 were asked, or fewer than 7 were
 * asked and the last answer is longer than 30 characters. Never at 7 or more.
 */
export function needsFollowUp(asked: number, lastAnswer: string): boolean {
  if (asked >= MAX_TOTAL_QUESTIONS) return false;
  if (asked < FOLLOW_UP_BELOW) return true;
  return hasIssueKeyword(lastAnswer) || lastAnswer.trim().length > LONG_ANSWER_LENGTH;
}

/** Spec §9: questions a follow-up may add: 2, or fewer so that the chat stays at 7 at most. */
export function followUpCount(asked: number): number {
  return Math.max(0, Math.min(MAX_FOLLOW_UP_QUESTIONS, MAX_TOTAL_QUESTIONS - asked));
}
