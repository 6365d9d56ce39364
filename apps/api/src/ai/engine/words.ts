/**
 * Word lists of the text reader (`text.ts`), laid out as data: stop words, negators, negated
 * contractions, words that end a negation scope, and common misspellings with their fixes.
 */

export const STOPWORDS = new Set(
  (
    'a an the my our your his her its it is are was were be been being am i im ive me we you he she they them ' +
    'this that these those there here of to in at for by as so very really quite bit just also too some any ' +
    'has have had do does did get gets got getting can could would should will shall may might must like kind sort ' +
    'thing things something lot lots much then than now still even all every about around which who what whose ' +
    'whom hi hello please thanks thank ok okay well um uh le la les de des du un une et est il elle je mon ma mes ' +
    'na ya wa za kwa ni cha la sana ku ko gu ri ra mu ba iyo ibi ubu nk yangu wangu or if into onto with'
  ).split(' '),
);

/** Tokens that open a negation scope. Contractions are folded to `not` first. */
export const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nothing',
  'nor',
  'neither',
  'hakuna',
  'oya',
  'ne',
  'pas',
  'sans',
  'hapana',
  'ntabwo',
  'ntago',
]);
export const CONTRACTIONS = new Set([
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'wont',
  'cant',
  'cannot',
  'couldnt',
  'wouldnt',
  'shouldnt',
  'havent',
  'hasnt',
  'hadnt',
  'aint',
  'doesn',
  'didn',
  'isn',
  'wasn',
  'haven',
]);
/** Words that close a negation scope. */
export const SCOPE_END = new Set([
  'but',
  'however',
  'though',
  'although',
  'except',
  'yet',
  'and',
  'because',
  'when',
  'while',
  'whereas',
  'mais',
  'lakini',
  'ariko',
  'only',
  'until',
]);

/** Frequent misspellings and spelling variants, fixed before stemming. */
export const TYPOS: Readonly<Record<string, string>> = {
  break: 'brake',
  loosing: 'losing',
  breaks: 'brakes',
  breaking: 'braking',
  breake: 'brake',
  breakes: 'brakes',
  braks: 'brakes',
  brakng: 'braking',
  tyers: 'tyres',
  tires: 'tyres',
  tire: 'tyre',
  wierd: 'weird',
  wheezing: 'whistle',
  steerring: 'steering',
  stearing: 'steering',
  sterring: 'steering',
  gearbx: 'gearbox',
  geer: 'gear',
  clucth: 'clutch',
  cluch: 'clutch',
  enjin: 'engine',
  engin: 'engine',
  engn: 'engine',
  moter: 'motor',
  baterry: 'battery',
  battry: 'battery',
  batery: 'battery',
  alternater: 'alternator',
  radiater: 'radiator',
  raditor: 'radiator',
  aircon: 'aircon',
  acc: 'ac',
  exaust: 'exhaust',
  exhust: 'exhaust',
  exhause: 'exhaust',
  smokes: 'smokes',
  acelerate: 'accelerate',
  accelarate: 'accelerate',
  excelerate: 'accelerate',
  accelarating: 'accelerating',
  acelerating: 'accelerating',
  vibrat: 'vibrate',
  overheting: 'overheating',
  overheatin: 'overheating',
  leeking: 'leaking',
  leeks: 'leaks',
  nois: 'noise',
  noice: 'noise',
  sound: 'sound',
  temprature: 'temperature',
  temperture: 'temperature',
  tempreture: 'temperature',
  guage: 'gauge',
  gage: 'gauge',
  suspention: 'suspension',
  suspenssion: 'suspension',
  shocks: 'shocks',
  punture: 'puncture',
  puncher: 'puncture',
  tyre: 'tyre',
  idleing: 'idling',
  stalls: 'stalls',
  feul: 'fuel',
  fule: 'fuel',
  petro: 'petrol',
  diesal: 'diesel',
  desel: 'diesel',
  disel: 'diesel',
  theres: 'there',
  wont: 'wont',
};

/**
 * Colour terms of the lexicon (of a leak, smoke or a warning light: 'red fluid', 'blue smoke'):
 * context that tells little on its own, and nothing about whether the text is about a car.
 */
export const COLOUR_TERMS = ['red', 'green', 'pink', 'black', 'brown', 'clear', 'blue'] as const;
