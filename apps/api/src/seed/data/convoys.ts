/**
 * Convoy seed data (issue #12 "Data"): community convoys over the §9 categories in Rwanda, Kenya,
 * Uganda and Tanzania (country null = all four), the names members are made from, and post and comment
 * texts with hashtags. The seeded members' cars come from the spareshop's `SEED_CARS`.
 */
import type { ConvoyCategory } from '@gari/contract/convoyOptions';

export type SeedCountry = 'RW' | 'KE' | 'UG' | 'TZ';

/** A community convoy: `key` unique within its category. */
export interface SeedConvoy {
  category: Exclude<ConvoyCategory, 'model' | 'fuel' | 'gear'>;
  key: string;
  name: string;
  country: SeedCountry | null;
  description: string;
  /** Hashtags its posts use. */
  tags: readonly string[];
}

export const SEED_CONVOYS: readonly SeedConvoy[] = [
  {
    category: 'local',
    key: 'kigali-cruisers',
    name: 'Kigali Cruisers',
    country: 'RW',
    tags: ['kigali', 'sundaydrive'],
    description:
      'Weekend drives around Kigali: Rebero sunsets, Nyamirambo coffee stops and the Nyandungu loop. All cars welcome.',
  },
  {
    category: 'local',
    key: 'musanze-mountain-drivers',
    name: 'Musanze Mountain Drivers',
    country: 'RW',
    tags: ['musanze', 'volcanoes'],
    description:
      'Driving the hills of the north: Musanze, Kinigi and the Lake Burera roads. Tips on brakes, fog and gravel.',
  },
  {
    category: 'local',
    key: 'nairobi-weekend-drivers',
    name: 'Nairobi Weekend Drivers',
    country: 'KE',
    tags: ['nairobi', 'roadtrip'],
    description: 'Escapes from Nairobi: Naivasha, Nanyuki, Magadi. Routes, fuel stops and convoy meet-ups.',
  },
  {
    category: 'local',
    key: 'mombasa-coast-riders',
    name: 'Mombasa Coast Riders',
    country: 'KE',
    tags: ['mombasa', 'coast'],
    description: 'Coastal driving from Mombasa to Diani and Malindi: salt, sand and keeping rust away.',
  },
  {
    category: 'local',
    key: 'kampala-road-club',
    name: 'Kampala Road Club',
    country: 'UG',
    tags: ['kampala', 'traffic'],
    description:
      'Kampala drivers sharing jam-free routes, trusted mechanics in Kisekka and weekend trips to Entebbe.',
  },
  {
    category: 'local',
    key: 'jinja-nile-drivers',
    name: 'Jinja Nile Drivers',
    country: 'UG',
    tags: ['jinja', 'nile'],
    description: 'From the source of the Nile: Jinja drives, the new bridge and the road to Mbale.',
  },
  {
    category: 'local',
    key: 'dar-es-salaam-drivers',
    name: 'Dar es Salaam Drivers',
    country: 'TZ',
    tags: ['dar', 'kariakoo'],
    description: 'Dar es Salaam motorists: Kariakoo parts runs, Kigamboni ferry tips and the BRT lanes.',
  },
  {
    category: 'local',
    key: 'arusha-safari-4x4',
    name: 'Arusha Safari 4x4',
    country: 'TZ',
    tags: ['arusha', 'safari'],
    description: 'Safari-ready 4x4s around Arusha, Manyara and the Ngorongoro crater road.',
  },
  {
    category: 'culture',
    key: 'kigali-jdm',
    name: 'Kigali JDM',
    country: 'RW',
    tags: ['jdm', 'kigali'],
    description:
      'Japanese imports done right: Subaru, Toyota and Nissan builds, meets at the Kigali Convention Centre car park.',
  },
  {
    category: 'culture',
    key: 'east-africa-overlanders',
    name: 'East Africa Overlanders',
    country: null,
    tags: ['overland', 'roadtrip'],
    description:
      'Crossing borders by car: Kigali to Kampala, Nairobi to Arusha. Paperwork, COMESA insurance and roof tents.',
  },
  {
    category: 'culture',
    key: 'safari-rally-fans',
    name: 'Safari Rally Fans',
    country: 'KE',
    tags: ['safarirally', 'wrc'],
    description:
      'Everything about the WRC Safari Rally Kenya at Naivasha: stages, spectator points and rally builds.',
  },
  {
    category: 'culture',
    key: 'nairobi-car-meet',
    name: 'Nairobi Car Meet',
    country: 'KE',
    tags: ['carmeet', 'nairobi'],
    description: 'Monthly meets in Nairobi for anyone who loves cars: modified, stock, old or new.',
  },
  {
    category: 'culture',
    key: 'dar-drift-culture',
    name: 'Dar Drift Culture',
    country: 'TZ',
    tags: ['drift', 'dar'],
    description: 'Safe, organised drift days in Dar es Salaam. Tyres, diffs and track-day etiquette.',
  },
  {
    category: 'culture',
    key: 'women-behind-the-wheel',
    name: 'Women Behind the Wheel',
    country: null,
    tags: ['womenwhodrive', 'confidence'],
    description:
      'Women drivers across East Africa sharing maintenance know-how, safe routes and buying advice.',
  },
  {
    category: 'technology',
    key: 'ev-east-africa',
    name: 'EV East Africa',
    country: null,
    tags: ['ev', 'charging'],
    description:
      'Electric cars in East Africa: charging points, import duty, range on real roads and battery care.',
  },
  {
    category: 'technology',
    key: 'hybrid-owners',
    name: 'Hybrid Owners',
    country: null,
    tags: ['hybrid', 'fuelsaving'],
    description:
      'Prius, Aqua and hybrid SUV owners: battery health, fuel economy logs and finding hybrid mechanics.',
  },
  {
    category: 'technology',
    key: 'diagnostics-and-obd',
    name: 'Diagnostics and OBD',
    country: null,
    tags: ['obd', 'diagnostics'],
    description:
      'Reading fault codes, OBD2 scanners, sensors and dashboard lights, explained by members and mechanics.',
  },
  {
    category: 'technology',
    key: 'kigali-e-mobility',
    name: 'Kigali e-Mobility',
    country: 'RW',
    tags: ['ev', 'kigali'],
    description: 'Electric motos and cars in Kigali: the new charging hubs, conversions and incentives.',
  },
  {
    category: 'classic',
    key: 'classic-mercedes',
    name: 'Classic Mercedes',
    country: null,
    tags: ['classic', 'mercedes'],
    description:
      'W123, W124 and older Mercedes-Benz kept alive across East Africa: parts sources and restorations.',
  },
  {
    category: 'classic',
    key: 'peugeot-504-legends',
    name: 'Peugeot 504 Legends',
    country: 'KE',
    tags: ['peugeot504', 'classic'],
    description: 'The car that won the Safari Rally: owners of the 404 and 504 keeping them on the road.',
  },
  {
    category: 'classic',
    key: 'land-rover-heritage',
    name: 'Land Rover Heritage',
    country: null,
    tags: ['defender', 'classic'],
    description: 'Series and Defender owners: restorations, leaf springs and the old ways of fixing things.',
  },
  {
    category: 'classic',
    key: 'kampala-vintage-beetles',
    name: 'Kampala Vintage Beetles',
    country: 'UG',
    tags: ['beetle', 'vintage'],
    description: 'Air-cooled Volkswagens in Uganda: Beetles, Kombis and where to find parts.',
  },
  {
    category: 'luxury',
    key: 'nairobi-luxury-suvs',
    name: 'Nairobi Luxury SUVs',
    country: 'KE',
    tags: ['luxury', 'suv'],
    description: 'Range Rover, Lexus LX and G-Class owners in Nairobi: servicing, tracking and insurance.',
  },
  {
    category: 'luxury',
    key: 'kigali-executive-cars',
    name: 'Kigali Executive Cars',
    country: 'RW',
    tags: ['executive', 'kigali'],
    description: 'Executive saloons and SUVs in Kigali: chauffeurs, detailing and dealer service.',
  },
  {
    category: 'luxury',
    key: 'german-performance',
    name: 'German Performance',
    country: 'TZ',
    tags: ['german', 'performance'],
    description: 'BMW M, AMG and Audi RS owners in Tanzania: tuning, tyres and the right fuel.',
  },
  {
    category: 'luxury',
    key: 'lexus-and-land-cruiser-club',
    name: 'Lexus and Land Cruiser Club',
    country: 'UG',
    tags: ['landcruiser', 'lexus'],
    description: 'V8 Land Cruisers and Lexus owners in Uganda: long trips, upkeep and resale.',
  },
];

/** First and family names per country (for the seeded members). */
export const SEED_NAMES: Readonly<
  Record<SeedCountry, { first: readonly string[]; last: readonly string[] }>
> = {
  RW: {
    first: [
      'Jean',
      'Aline',
      'Eric',
      'Grace',
      'Patrick',
      'Diane',
      'Olivier',
      'Claudine',
      'Yves',
      'Sandrine',
      'Emmanuel',
      'Josiane',
    ],
    last: [
      'Habimana',
      'Mukamana',
      'Niyonzima',
      'Uwimana',
      'Nshimiyimana',
      'Ingabire',
      'Mugisha',
      'Uwase',
      'Nkurunziza',
      'Kayitesi',
    ],
  },
  KE: {
    first: [
      'Brian',
      'Faith',
      'Kevin',
      'Mercy',
      'Dennis',
      'Wanjiru',
      'Collins',
      'Akinyi',
      'Victor',
      'Njeri',
      'Samuel',
      'Chebet',
    ],
    last: [
      'Otieno',
      'Kamau',
      'Wanjiku',
      'Mwangi',
      'Ochieng',
      'Kiprop',
      'Njoroge',
      'Achieng',
      'Mutua',
      'Kariuki',
    ],
  },
  UG: {
    first: [
      'Ivan',
      'Prossy',
      'Joseph',
      'Brenda',
      'Ronald',
      'Sharon',
      'Isaac',
      'Esther',
      'Moses',
      'Patience',
      'Allan',
      'Sarah',
    ],
    last: [
      'Okello',
      'Nakato',
      'Ssemwanga',
      'Namubiru',
      'Mugisha',
      'Atim',
      'Kato',
      'Nalwoga',
      'Byaruhanga',
      'Auma',
    ],
  },
  TZ: {
    first: [
      'Baraka',
      'Neema',
      'Juma',
      'Rehema',
      'Hamisi',
      'Zawadi',
      'Daudi',
      'Amani',
      'Salim',
      'Upendo',
      'Frank',
      'Mwanaidi',
    ],
    last: ['Mushi', 'Mwakyusa', 'Massawe', 'Kimaro', 'Mrema', 'Lyimo', 'Shirima', 'Mollel', 'Temba', 'Swai'],
  },
};

/** Home cities per country. */
export const SEED_CITIES: Readonly<Record<SeedCountry, readonly string[]>> = {
  RW: ['Kigali', 'Musanze', 'Huye', 'Rubavu'],
  KE: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'],
  UG: ['Kampala', 'Entebbe', 'Jinja', 'Mbarara'],
  TZ: ['Dar es Salaam', 'Arusha', 'Mwanza', 'Dodoma'],
};

/** Bios; `{car}` is the member's first car, `{city}` their city. */
export const SEED_BIOS: readonly (string | null)[] = [
  'Daily driver: {car}. Weekend trips out of {city} whenever I can.',
  '{car} owner in {city}. I keep a fuel log for everything.',
  'Mechanical engineer in {city}, tinkering with my {car}.',
  'Road trips, coffee and a well-serviced {car}.',
  'Learning to do my own maintenance on the {car}. Ask me about brake pads.',
  null,
];

/**
 * Post texts; `{car}` the author's first car, `{city}` their city, `{tag}` one of the convoy's tags,
 * `{n}` a number. Each carries at least one hashtag.
 */
export const POST_TEMPLATES: readonly string[] = [
  'Just did the {n} 000 km service on my {car}. Oil, filters and a new air filter, all done in {city}. #maintenance #{tag}',
  'Anyone know a good place in {city} for wheel alignment? The {car} pulls left since the rainy season. #{tag} #alignment',
  'Sunday drive done! {n}0 km of smooth tarmac and one very happy {car}. #sundaydrive #{tag}',
  'Fuel economy this month: {n}.5 km/l on the {car}, mostly town driving in {city}. #fuelsaving #{tag}',
  'Meet-up this Saturday at 9:00 in {city}. Bring your car, bring your questions. #carmeet #{tag}',
  'Replaced the brake pads on the {car} myself today. Took two hours and saved a lot. #diy #{tag}',
  'Tip: check your tyre pressure every two weeks. My {car} gained almost {n}% on fuel. #tyres #{tag}',
  'Dashboard light came on in the {car}: turned out to be a loose fuel cap. Check the simple things first! #diagnostics #{tag}',
  'Washed, waxed and ready for the week. The {car} looks new again. #carwash #{tag}',
  'Road to {city} is in great shape after the repairs. Made it in record time, within the limits of course. #roadtrip #{tag}',
  'Which engine oil do you use in a {car}? 5W-30 or 10W-40 for our climate? #engineoil #{tag}',
  'Fuel prices went up again in {city}. Time to plan trips better. #fuelprices #{tag}',
  'Battery died this morning. {n} years old, so it had a good life. New one fitted in {city}. #battery #{tag}',
  'Took the {car} on gravel for the first time. Handled better than I expected. #offroad #{tag}',
  'Looking for a trusted mechanic in {city} for the {car}. Recommendations welcome. #mechanic #{tag}',
  'Photos from last weekend: what a turnout! Thanks everyone who came. #carmeet #{tag}',
];

/** Comment texts. */
export const COMMENT_TEXTS: readonly string[] = [
  'Great tip, thanks for sharing!',
  'Same happened to my car last month.',
  'Which garage did you use?',
  'Nice! How much did it cost?',
  'I will be there on Saturday.',
  'Good to know, I will check mine.',
  'Beautiful car 👏',
  'Try the shops in the industrial area, cheaper parts.',
  'That route is amazing in the morning.',
  'Agreed, tyre pressure makes a big difference.',
  'Thanks, this saved me a trip to the mechanic.',
  'Count me in for the next drive!',
];
