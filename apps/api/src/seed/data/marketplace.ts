/**
 * Spareshop seed data (issue #10 "Data"): parts shops and private sellers in Rwanda, Kenya, Uganda and
 * Tanzania (the shops sit in the real parts districts: Kigali's Gikondo and Nyabugogo, Nairobi's
 * Kirinyaga Road, Kampala's Kisekka Market, Dar es Salaam's Kariakoo), part templates per category with
 * price ranges in USD (converted to each country's currency with round market rates), and the cars
 * most found on East African roads (fitment and cars for sale).
 */

/** Round USD rates of the four currencies (late 2026), for seeded prices only. */
export const USD_RATES = { RW: 1450, KE: 129, UG: 3650, TZ: 2450 } as const;

/** A seeded seller: `shop` (parts shop) or `member` (private seller without an account). */
export interface SeedSeller {
  slug: string;
  type: 'shop' | 'member';
  name: string;
  country: 'RW' | 'KE' | 'UG' | 'TZ';
  city: string;
  phone: string;
  whatsapp: string | null;
}

export const SEED_SELLERS: readonly SeedSeller[] = [
  {
    slug: 'seed-gikondo-auto-parts',
    type: 'shop',
    name: 'Gikondo Auto Parts',
    country: 'RW',
    city: 'Kigali',
    phone: '+250788301122',
    whatsapp: '+250788301122',
  },
  {
    slug: 'seed-nyabugogo-spares',
    type: 'shop',
    name: 'Nyabugogo Genuine Spares',
    country: 'RW',
    city: 'Kigali',
    phone: '+250788455210',
    whatsapp: '+250788455210',
  },
  {
    slug: 'seed-musanze-motor-spares',
    type: 'shop',
    name: 'Musanze Motor Spares',
    country: 'RW',
    city: 'Musanze',
    phone: '+250783612009',
    whatsapp: null,
  },
  {
    slug: 'seed-kirinyaga-road-autoparts',
    type: 'shop',
    name: 'Kirinyaga Road Autoparts',
    country: 'KE',
    city: 'Nairobi',
    phone: '+254722410388',
    whatsapp: '+254722410388',
  },
  {
    slug: 'seed-industrial-area-spares',
    type: 'shop',
    name: 'Industrial Area Spares',
    country: 'KE',
    city: 'Nairobi',
    phone: '+254733902145',
    whatsapp: '+254733902145',
  },
  {
    slug: 'seed-mombasa-motor-mart',
    type: 'shop',
    name: 'Mombasa Motor Mart',
    country: 'KE',
    city: 'Mombasa',
    phone: '+254711283746',
    whatsapp: null,
  },
  {
    slug: 'seed-kisekka-market-parts',
    type: 'shop',
    name: 'Kisekka Market Parts',
    country: 'UG',
    city: 'Kampala',
    phone: '+256772519034',
    whatsapp: '+256772519034',
  },
  {
    slug: 'seed-katwe-auto-centre',
    type: 'shop',
    name: 'Katwe Auto Centre',
    country: 'UG',
    city: 'Kampala',
    phone: '+256701884512',
    whatsapp: '+256701884512',
  },
  {
    slug: 'seed-kariakoo-spare-parts',
    type: 'shop',
    name: 'Kariakoo Spare Parts',
    country: 'TZ',
    city: 'Dar es Salaam',
    phone: '+255754310928',
    whatsapp: '+255754310928',
  },
  {
    slug: 'seed-arusha-auto-supplies',
    type: 'shop',
    name: 'Arusha Auto Supplies',
    country: 'TZ',
    city: 'Arusha',
    phone: '+255767201455',
    whatsapp: null,
  },
  {
    slug: 'seed-private-eric',
    type: 'member',
    name: 'Eric M.',
    country: 'RW',
    city: 'Kigali',
    phone: '+250788770311',
    whatsapp: '+250788770311',
  },
  {
    slug: 'seed-private-wanjiku',
    type: 'member',
    name: 'Wanjiku K.',
    country: 'KE',
    city: 'Nakuru',
    phone: '+254712600917',
    whatsapp: '+254712600917',
  },
  {
    slug: 'seed-private-okello',
    type: 'member',
    name: 'Okello J.',
    country: 'UG',
    city: 'Entebbe',
    phone: '+256752118430',
    whatsapp: null,
  },
  {
    slug: 'seed-private-neema',
    type: 'member',
    name: 'Neema S.',
    country: 'TZ',
    city: 'Mwanza',
    phone: '+255713449201',
    whatsapp: '+255713449201',
  },
];

/** A part template: name, category, brands, USD range, OEM prefix (Toyota-style part group). */
export interface PartTemplate {
  name: string;
  category: 'engine' | 'brakes' | 'suspension' | 'wheels' | 'interior' | 'exterior' | 'electrical';
  brands: readonly string[];
  usd: readonly [number, number];
  /** Toyota part-group prefix of the OEM number (`04465` = brake pads), used for every make's pattern. */
  group: string;
}

export const PART_TEMPLATES: readonly PartTemplate[] = [
  {
    name: 'Oil filter',
    category: 'engine',
    brands: ['Toyota Genuine', 'Denso', 'Mann-Filter', 'Bosch'],
    usd: [6, 18],
    group: '90915',
  },
  {
    name: 'Air filter',
    category: 'engine',
    brands: ['Denso', 'Mann-Filter', 'Sakura'],
    usd: [9, 28],
    group: '17801',
  },
  {
    name: 'Spark plug set (4)',
    category: 'engine',
    brands: ['NGK', 'Denso', 'Bosch'],
    usd: [14, 48],
    group: '90919',
  },
  {
    name: 'Timing belt kit',
    category: 'engine',
    brands: ['Gates', 'Aisin', 'Continental'],
    usd: [45, 160],
    group: '13568',
  },
  {
    name: 'Water pump',
    category: 'engine',
    brands: ['Aisin', 'GMB', 'Toyota Genuine'],
    usd: [38, 140],
    group: '16100',
  },
  {
    name: 'Radiator',
    category: 'engine',
    brands: ['Denso', 'Koyorad', 'Nissens'],
    usd: [80, 320],
    group: '16400',
  },
  {
    name: 'Fuel pump',
    category: 'engine',
    brands: ['Denso', 'Bosch', 'Delphi'],
    usd: [55, 210],
    group: '23220',
  },
  {
    name: 'Engine mount',
    category: 'engine',
    brands: ['Febest', 'Toyota Genuine', 'Corteco'],
    usd: [25, 90],
    group: '12361',
  },
  {
    name: 'Front brake pads',
    category: 'brakes',
    brands: ['Toyota Genuine', 'Brembo', 'Akebono', 'TRW'],
    usd: [22, 75],
    group: '04465',
  },
  {
    name: 'Rear brake pads',
    category: 'brakes',
    brands: ['Akebono', 'Bosch', 'TRW'],
    usd: [18, 60],
    group: '04466',
  },
  {
    name: 'Front brake discs (pair)',
    category: 'brakes',
    brands: ['Brembo', 'TRW', 'Zimmermann'],
    usd: [60, 190],
    group: '43512',
  },
  {
    name: 'Brake shoes',
    category: 'brakes',
    brands: ['Akebono', 'Nisshinbo'],
    usd: [20, 55],
    group: '04495',
  },
  {
    name: 'Brake master cylinder',
    category: 'brakes',
    brands: ['Aisin', 'TRW'],
    usd: [70, 210],
    group: '47201',
  },
  {
    name: 'Brake caliper',
    category: 'brakes',
    brands: ['Aisin', 'ATE', 'TRW'],
    usd: [65, 230],
    group: '47730',
  },
  {
    name: 'Front shock absorber',
    category: 'suspension',
    brands: ['KYB', 'Monroe', 'Bilstein'],
    usd: [45, 180],
    group: '48510',
  },
  {
    name: 'Rear shock absorber',
    category: 'suspension',
    brands: ['KYB', 'Monroe'],
    usd: [40, 150],
    group: '48531',
  },
  {
    name: 'Lower control arm',
    category: 'suspension',
    brands: ['555', 'Febest', 'Moog'],
    usd: [35, 130],
    group: '48068',
  },
  {
    name: 'Stabilizer link',
    category: 'suspension',
    brands: ['555', 'CTR', 'Moog'],
    usd: [10, 38],
    group: '48820',
  },
  {
    name: 'Coil spring',
    category: 'suspension',
    brands: ['KYB', 'Eibach', 'Lesjöfors'],
    usd: [30, 110],
    group: '48131',
  },
  { name: 'Ball joint', category: 'suspension', brands: ['555', 'CTR'], usd: [14, 45], group: '43330' },
  {
    name: 'Alloy wheel 16"',
    category: 'wheels',
    brands: ['Enkei', 'OZ Racing', 'Toyota Genuine'],
    usd: [90, 320],
    group: '42611',
  },
  {
    name: 'Tyre 205/55 R16',
    category: 'wheels',
    brands: ['Bridgestone', 'Michelin', 'Dunlop', 'Yokohama'],
    usd: [60, 160],
    group: '42601',
  },
  {
    name: 'Tyre 265/65 R17 all-terrain',
    category: 'wheels',
    brands: ['BFGoodrich', 'Bridgestone', 'Yokohama'],
    usd: [120, 290],
    group: '42602',
  },
  {
    name: 'Wheel bearing hub',
    category: 'wheels',
    brands: ['Koyo', 'NSK', 'SKF'],
    usd: [35, 140],
    group: '43550',
  },
  {
    name: 'Wheel nut set',
    category: 'wheels',
    brands: ['McGard', 'Toyota Genuine'],
    usd: [12, 45],
    group: '90942',
  },
  {
    name: 'Seat covers (full set)',
    category: 'interior',
    brands: ['Gari Interiors', 'Autoflex'],
    usd: [40, 160],
    group: '71071',
  },
  {
    name: 'Floor mats (rubber)',
    category: 'interior',
    brands: ['WeatherTech', 'Toyota Genuine'],
    usd: [25, 110],
    group: '08210',
  },
  {
    name: 'Steering wheel cover',
    category: 'interior',
    brands: ['Autoflex', 'Sparco'],
    usd: [8, 35],
    group: '45100',
  },
  {
    name: 'Cabin air filter',
    category: 'interior',
    brands: ['Denso', 'Bosch', 'Mann-Filter'],
    usd: [8, 25],
    group: '87139',
  },
  {
    name: 'Dashboard camera',
    category: 'interior',
    brands: ['70mai', 'Xiaomi', 'Garmin'],
    usd: [45, 190],
    group: '08685',
  },
  {
    name: 'Headlight assembly',
    category: 'exterior',
    brands: ['Depo', 'Koito', 'TYC'],
    usd: [90, 380],
    group: '81150',
  },
  {
    name: 'Tail light',
    category: 'exterior',
    brands: ['Depo', 'TYC', 'Koito'],
    usd: [45, 180],
    group: '81550',
  },
  { name: 'Side mirror', category: 'exterior', brands: ['Depo', 'Murakami'], usd: [40, 160], group: '87910' },
  {
    name: 'Front bumper',
    category: 'exterior',
    brands: ['Toyota Genuine', 'Gari Body Parts'],
    usd: [110, 420],
    group: '52119',
  },
  {
    name: 'Wiper blades (pair)',
    category: 'exterior',
    brands: ['Bosch', 'Denso', 'Valeo'],
    usd: [10, 36],
    group: '85222',
  },
  {
    name: 'Grille',
    category: 'exterior',
    brands: ['Toyota Genuine', 'Gari Body Parts'],
    usd: [55, 220],
    group: '53101',
  },
  {
    name: 'Car battery 12V 60Ah',
    category: 'electrical',
    brands: ['Chloride Exide', 'Varta', 'Amaron', 'Bosch'],
    usd: [85, 190],
    group: '28800',
  },
  {
    name: 'Alternator',
    category: 'electrical',
    brands: ['Denso', 'Bosch', 'Valeo'],
    usd: [110, 380],
    group: '27060',
  },
  {
    name: 'Starter motor',
    category: 'electrical',
    brands: ['Denso', 'Bosch'],
    usd: [95, 320],
    group: '28100',
  },
  {
    name: 'Ignition coil',
    category: 'electrical',
    brands: ['Denso', 'NGK', 'Bosch'],
    usd: [25, 85],
    group: '90919',
  },
  {
    name: 'Oxygen sensor',
    category: 'electrical',
    brands: ['Denso', 'NGK', 'Bosch'],
    usd: [40, 150],
    group: '89465',
  },
  {
    name: 'Headlight bulbs H4 LED (pair)',
    category: 'electrical',
    brands: ['Philips', 'Osram'],
    usd: [18, 70],
    group: '90981',
  },
];

/** Cars the fitment and the cars for sale are drawn from: make, model, years of the generation. */
export const SEED_CARS: readonly { make: string; model: string; from: number; to: number; weight: number }[] =
  [
    { make: 'Toyota', model: 'RAV4', from: 2013, to: 2018, weight: 4 },
    { make: 'Toyota', model: 'Corolla', from: 2007, to: 2013, weight: 4 },
    { make: 'Toyota', model: 'Land Cruiser Prado', from: 2009, to: 2023, weight: 3 },
    { make: 'Toyota', model: 'Hilux', from: 2005, to: 2015, weight: 3 },
    { make: 'Toyota', model: 'Vitz', from: 2010, to: 2019, weight: 3 },
    { make: 'Toyota', model: 'Premio', from: 2007, to: 2021, weight: 2 },
    { make: 'Toyota', model: 'Fielder', from: 2012, to: 2021, weight: 2 },
    { make: 'Toyota', model: 'Harrier', from: 2013, to: 2020, weight: 2 },
    { make: 'Nissan', model: 'X-Trail', from: 2007, to: 2013, weight: 2 },
    { make: 'Nissan', model: 'Note', from: 2012, to: 2020, weight: 2 },
    { make: 'Honda', model: 'Fit', from: 2008, to: 2013, weight: 2 },
    { make: 'Honda', model: 'CR-V', from: 2012, to: 2016, weight: 2 },
    { make: 'Suzuki', model: 'Swift', from: 2010, to: 2017, weight: 2 },
    { make: 'Mitsubishi', model: 'Pajero', from: 2006, to: 2021, weight: 1 },
    { make: 'Mitsubishi', model: 'Outlander', from: 2012, to: 2020, weight: 1 },
    { make: 'Subaru', model: 'Forester', from: 2008, to: 2018, weight: 2 },
    { make: 'Subaru', model: 'Outback', from: 2009, to: 2019, weight: 1 },
    { make: 'Mazda', model: 'Demio', from: 2007, to: 2019, weight: 1 },
    { make: 'Mazda', model: 'CX-5', from: 2012, to: 2022, weight: 1 },
    { make: 'Volkswagen', model: 'Golf', from: 2008, to: 2020, weight: 1 },
    { make: 'Mercedes-Benz', model: 'C-Class', from: 2007, to: 2021, weight: 1 },
    { make: 'Hyundai', model: 'Tucson', from: 2010, to: 2020, weight: 1 },
    { make: 'Isuzu', model: 'D-Max', from: 2012, to: 2020, weight: 1 },
    { make: 'Land Rover', model: 'Discovery', from: 2009, to: 2016, weight: 1 },
  ];

/** Real OEM numbers of a few parts (Toyota catalogue), used on the first listing of that part and car. */
export const KNOWN_OEM: Readonly<Record<string, string>> = {
  'Front brake pads|RAV4': '04465-42160',
  'Front brake pads|Corolla': '04465-02220',
  'Front brake pads|Land Cruiser Prado': '04465-60320',
  'Front brake pads|Hilux': '04465-0K240',
  'Oil filter|RAV4': '90915-YZZE1',
  'Oil filter|Corolla': '90915-YZZE1',
  'Oil filter|Hilux': '90915-YZZD2',
  'Air filter|RAV4': '17801-0T020',
  'Air filter|Corolla': '17801-0D060',
};

export const FUELS = ['Petrol', 'Petrol', 'Diesel', 'Hybrid'] as const;
export const TRANSMISSIONS = ['Automatic', 'Automatic', 'Manual'] as const;
/** Rough USD value of a car for sale by model (mid-generation, average mileage). */
export const CAR_USD: Readonly<Record<string, number>> = {
  RAV4: 19_000,
  Corolla: 9_500,
  'Land Cruiser Prado': 42_000,
  Hilux: 24_000,
  Vitz: 7_000,
  Premio: 11_000,
  Fielder: 10_500,
  Harrier: 23_000,
  'X-Trail': 11_500,
  Note: 7_500,
  Fit: 6_800,
  'CR-V': 15_500,
  Swift: 7_200,
  Pajero: 21_000,
  Outlander: 16_000,
  Forester: 13_500,
  Outback: 15_000,
  Demio: 6_900,
  'CX-5': 18_500,
  Golf: 11_000,
  'C-Class': 20_000,
  Tucson: 14_500,
  'D-Max': 22_000,
  Discovery: 28_000,
};
