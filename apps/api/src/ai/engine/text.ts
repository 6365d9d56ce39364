/**
 * Reads owners' words into lexicon terms: lower case, accents and apostrophes removed, common
 * misspellings fixed (dictionary, then edit distance against the lexicon's words), light stemming,
 * stop words dropped, multi-word forms matched in order with small gaps, and negation scopes
 * ("no smoke", "doesn't leak", "not when braking") turned into said-not-present terms.
 * Pure and deterministic; the compiled lexicon is built once per module load.
 */
import { CAR_WORDS, IMPLIES, LEXICON, OBD_CODES } from '../knowledge';
import { COLOUR_TERMS, CONTRACTIONS, NEGATORS, SCOPE_END, STOPWORDS, TYPOS } from './words';

/** Terms found in a text: present ones and ones the owner said are not there, with a strength. */
export interface TextTerms {
  pos: Map<string, number>;
  neg: Map<string, number>;
  /** The text is about a car: a car word, a make or model, or a car-specific term. */
  automotive: boolean;
}

/**
 * Light stemmer (same rules for the lexicon and the owner's text, so consistency matters more than
 * linguistic accuracy): plural/-ing/-ed/-ly endings, doubled consonants and a final e.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  let s = word;
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ing') && s.length - 3 >= 4) s = s.slice(0, -3);
  else if (s.endsWith('ed') && s.length - 2 >= 4) s = s.slice(0, -2);
  else if (/(ss|sh|ch|x|z)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(ss|us|is)$/.test(s) && s.length > 3) s = s.slice(0, -1);
  if (s.endsWith('ly') && s.length > 5) s = s.slice(0, -2);
  if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith('e') && s.length > 3) s = s.slice(0, -1);
  return s;
}

/** A token of the normalised text: a word (raw and stem) or a clause boundary. */
interface Token {
  raw: string;
  stem: string;
  boundary: boolean;
}

function splitRaw(text: string): string[] {
  const cleaned = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .replace(/\ba\/c\b/g, 'ac')
    .replace(/\bo\/d\b/g, 'od')
    .replace(/\bkm\/h\b/g, 'kmh')
    .replace(/\b(\d+)\s*k\s*km\b/g, '$1000 km');
  return cleaned.match(/[a-z0-9]+|[.,;:!?()\n/]/g) ?? [];
}

// ── compiled lexicon ─────────────────────────────────────────────────────────────────────────

interface Phrase {
  stems: string[];
  terms: string[];
  negated: boolean;
}

const single = new Map<string, { terms: string[]; negated: boolean }[]>();
const phrasesByFirst = new Map<string, Phrase[]>();
/** Stems the lexicon knows (so they are never "corrected"). */
const knownStems = new Set<string>();
/** Raw lexicon words by first letter, for typo correction. */
const vocabByLetter = new Map<string, string[]>();
const carStems = new Set<string>();

function normaliseWord(raw: string): string {
  const fixed = TYPOS[raw] ?? raw;
  return CONTRACTIONS.has(fixed) ? 'not' : fixed;
}

function contentStems(surface: string): string[] {
  const out: string[] = [];
  for (const raw of splitRaw(surface)) {
    if (!/^[a-z0-9]+$/.test(raw)) continue;
    const w = normaliseWord(raw);
    if (STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

function addVocab(raw: string): void {
  if (raw.length < 4 || !/^[a-z]+$/.test(raw)) return;
  const letter = raw[0] as string;
  const list = vocabByLetter.get(letter) ?? [];
  if (!list.includes(raw)) list.push(raw);
  vocabByLetter.set(letter, list);
}

for (const [key, surfaces] of Object.entries(LEXICON)) {
  const negated = key.startsWith('!');
  const term = negated ? key.slice(1) : key;
  for (const surface of surfaces) {
    const stems = contentStems(surface);
    if (stems.length === 0) continue;
    for (const s of stems) knownStems.add(s);
    for (const raw of splitRaw(surface)) addVocab(raw);
    if (stems.length === 1) {
      const first = stems[0] as string;
      const list = single.get(first) ?? [];
      list.push({ terms: [term], negated });
      single.set(first, list);
    } else {
      const first = stems[0] as string;
      const list = phrasesByFirst.get(first) ?? [];
      // Forms with the same words give all their terms ("when stopped" is idle and braking).
      const same = list.find((p) => p.negated === negated && p.stems.join(' ') === stems.join(' '));
      if (same) {
        if (!same.terms.includes(term)) same.terms.push(term);
      } else list.push({ stems, terms: [term], negated });
      phrasesByFirst.set(first, list);
    }
  }
}
for (const list of phrasesByFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
for (const w of CAR_WORDS) {
  carStems.add(stem(w));
  addVocab(w);
}
for (const list of vocabByLetter.values()) list.sort();

/** Every term the lexicon can produce (for knowledge-base integrity checks). */
export const LEXICON_TERMS: ReadonlySet<string> = new Set(
  Object.keys(LEXICON).map((k) => (k.startsWith('!') ? k.slice(1) : k)),
);

/** Common English words that must never be "corrected" into car words. */
const COMMON = new Set(
  (
    'about above after again against always another anything anyway before behind being below between ' +
    'both cause check close comes coming could during early either enough every everything everytime ' +
    'first found friend going great happen happens happened hours house instead issue issues itself ' +
    'knows later least little makes maybe means minute minutes money month months morning mostly ' +
    'never night nothing notice noticed often other others people place please point pretty probably ' +
    'problem quickly quite rather reason recently right round same second seems since small sometimes ' +
    'somewhere sound sounds start started still sure taken thats their there these thing think third ' +
    'those though three times today together tomorrow twice under until usually weeks where which while ' +
    'whole within without worse would years yesterday normal normally started strange weird making ' +
    'again whenever already because actually garage mechanic yours'
  ).split(' '),
);

/** Optimal string alignment distance, capped at max+1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j] as number;
    prev = cur;
  }
  return prev[b.length] as number;
}

const correctionCache = new Map<string, string | null>();

/** Closest lexicon word for an unknown word (same first letter, distance 1, or 2 for long words). */
function correct(raw: string): string | null {
  const cached = correctionCache.get(raw);
  if (cached !== undefined) return cached;
  let best: string | null = null;
  if (raw.length >= 5 && /^[a-z]+$/.test(raw) && !COMMON.has(raw)) {
    const max = raw.length >= 8 ? 2 : 1;
    let bestD = max + 1;
    for (const cand of vocabByLetter.get(raw[0] as string) ?? []) {
      const d = editDistance(raw, cand, max);
      if (d < bestD) {
        bestD = d;
        best = cand;
      }
    }
  }
  if (correctionCache.size < 5000) correctionCache.set(raw, best);
  return best;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of splitRaw(text)) {
    if (!/^[a-z0-9]+$/.test(raw)) {
      tokens.push({ raw, stem: '', boundary: true });
      continue;
    }
    let w = normaliseWord(raw);
    if (STOPWORDS.has(w)) continue;
    let s = stem(w);
    if (!knownStems.has(s) && !NEGATORS.has(w) && !carStems.has(s) && !/\d/.test(w)) {
      const fixed = correct(w);
      if (fixed) {
        w = normaliseWord(fixed);
        s = stem(w);
      }
    }
    tokens.push({ raw: w, stem: s, boundary: false });
  }
  return tokens;
}

/** Terms that do not show, on their own, that the text is about a car. */
const NOT_CAR_SPECIFIC = new Set([
  'sudden',
  'gradual',
  'side',
  'hot_weather',
  'wet',
  'cold',
  ...COLOUR_TERMS,
  'only_one',
  'flicker',
  'not_working',
  'accident',
  'recent_work',
  'load',
  'water',
  'front',
  'rear',
  'under',
  'middle',
  'top',
  'bottom',
  'high_speed',
  'low_speed',
  'start',
  'turn',
  'press',
  'release',
  'cruise',
]);

const MAX_GAP = 3;
const SCOPE_WORDS = 4;

function add(map: Map<string, number>, term: string, weight: number): void {
  const prev = map.get(term) ?? 0;
  if (weight > prev) map.set(term, weight);
}

/**
 * Reads a text into terms. `weight` (0–1] is the strength given to every term found (1 for the
 * symptom description, less for chat answers).
 */
export function analyzeText(text: string, weight = 1): TextTerms {
  const tokens = tokenize(text);
  const consumed = new Array<boolean>(tokens.length).fill(false);
  /** Terms found at a token position: [term, negated-by-lexicon]. */
  const found: { at: number; term: string; negated: boolean }[] = [];
  let automotive = false;

  // 1. Multi-word forms (in order, up to MAX_GAP words between, never across a boundary). Every
  // candidate is found first, then the longest forms are read first, adjacent words before gapped
  // ones: "temperature gauge does not move" is a dead gauge, "foot down" beats "going … down",
  // "wont turn over" is no crank and not also "turns over".
  const candidates: { at: number; phrase: Phrase; positions: number[]; gaps: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.boundary) continue;
    for (const phrase of phrasesByFirst.get(t.stem) ?? []) {
      const positions = [i];
      let j = i;
      let ok = true;
      for (let k = 1; k < phrase.stems.length && ok; k++) {
        ok = false;
        let gap = 0;
        for (let n = j + 1; n < tokens.length && gap <= MAX_GAP; n++) {
          const u = tokens[n] as Token;
          if (u.boundary) break;
          if (u.stem === phrase.stems[k]) {
            positions.push(n);
            j = n;
            ok = true;
            break;
          }
          gap++;
        }
      }
      if (ok) candidates.push({ at: i, phrase, positions, gaps: j - i - (phrase.stems.length - 1) });
    }
  }
  candidates.sort((a, b) => b.phrase.stems.length - a.phrase.stems.length || a.gaps - b.gaps || a.at - b.at);
  for (const c of candidates) {
    // An adjacent form is skipped only when a longer form already read all its words; a gapped
    // form needs all its words free.
    if (c.gaps === 0 ? c.positions.every((p) => consumed[p]) : c.positions.some((p) => consumed[p])) continue;
    for (const p of c.positions) consumed[p] = true;
    for (const term of c.phrase.terms) found.push({ at: c.at, term, negated: c.phrase.negated });
  }

  // 2. Single words and OBD codes.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.boundary) continue;
    if (carStems.has(t.stem)) automotive = true;
    for (const [re, terms] of OBD_CODES) {
      if (re.test(t.raw)) {
        for (const term of terms) found.push({ at: i, term, negated: false });
        consumed[i] = true;
      }
    }
    if (consumed[i]) continue;
    for (const entry of single.get(t.stem) ?? []) {
      for (const term of entry.terms) found.push({ at: i, term, negated: entry.negated });
    }
  }

  // 3. Negation scopes opened by negators that are not part of a matched form.
  const negatedAt = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.boundary || consumed[i] || !NEGATORS.has(t.raw)) continue;
    let words = 0;
    for (let n = i + 1; n < tokens.length && words < SCOPE_WORDS; n++) {
      const u = tokens[n] as Token;
      if (u.boundary || SCOPE_END.has(u.raw)) break;
      negatedAt[n] = true;
      words++;
    }
  }

  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  for (const f of found) {
    if (!NOT_CAR_SPECIFIC.has(f.term)) automotive = true;
    const isNeg = f.negated !== (negatedAt[f.at] ?? false);
    const target = isNeg ? neg : pos;
    add(target, f.term, weight);
    for (const implied of IMPLIES[f.term] ?? []) {
      // A negated narrow term does not deny the broad one ("no white smoke" may still be smoke).
      if (!isNeg) add(pos, implied, weight);
    }
  }
  // A term both present and denied counts as present (owners often say "no noise, only a squeal").
  for (const term of pos.keys()) neg.delete(term);
  return { pos, neg, automotive };
}

/** Merges terms of several texts (strongest weight wins; present beats denied). */
export function mergeTerms(parts: TextTerms[]): TextTerms {
  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  let automotive = false;
  for (const p of parts) {
    automotive ||= p.automotive;
    for (const [t, w] of p.pos) add(pos, t, w);
    for (const [t, w] of p.neg) add(neg, t, w);
  }
  for (const t of pos.keys()) neg.delete(t);
  return { pos, neg, automotive };
}
