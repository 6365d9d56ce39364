/**
 * Seeded home-page testimonials (spec §2 Home page details, §3 Testimonial): members across East, West
 * and Southern Africa; a few unpublished ones prove that only published testimonials are served.
 */

/** A testimonial row to seed. `avatar_url` stays null (the site shows initials). */
export interface SeedTestimonial {
  author_name: string;
  author_role: string | null;
  country: string;
  rating: number;
  content: string;
  is_published: boolean;
}

/** 15 testimonials: 12 published across RW, KE, UG, TZ, NG, GH, ZA and 3 unpublished. */
export const TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    author_name: 'Jean-Paul Habimana',
    author_role: 'Taxi driver, Kigali',
    country: 'RW',
    rating: 5,
    content:
      'I log every refuel at the pump now. After three months I could see my Corolla was drinking more than usual, and the garage found a dirty injector. Gari paid for itself that week.',
    is_published: true,
  },
  {
    author_name: 'Aline Mukamana',
    author_role: 'Pharmacist, Huye',
    country: 'RW',
    rating: 5,
    content:
      'Insurance, parking at the hospital, car wash: everything for my RAV4 is in one place and the monthly chart tells me exactly where my francs go.',
    is_published: true,
  },
  {
    author_name: 'Eric Niyonzima',
    author_role: 'Fleet supervisor, Musanze',
    country: 'RW',
    rating: 4,
    content:
      'We run five pickups between Musanze and Rubavu. Having the odometer and fuel price history per vehicle makes the monthly report take minutes instead of a whole afternoon.',
    is_published: true,
  },
  {
    author_name: 'Grace Wanjiku',
    author_role: 'Matatu owner, Nairobi',
    country: 'KE',
    rating: 5,
    content:
      'Diesel prices change every month in Kenya. Seeing my average price per litre over the last 30 days helps me plan which stations my drivers use.',
    is_published: true,
  },
  {
    author_name: 'Brian Otieno',
    author_role: 'Software engineer, Kisumu',
    country: 'KE',
    rating: 4,
    content:
      'Clean and fast, even on a weak connection. Adding my Subaru Forester took less than a minute because the make and model lists already knew it.',
    is_published: true,
  },
  {
    author_name: 'Sarah Nakato',
    author_role: 'Boda-boda association treasurer, Kampala',
    country: 'UG',
    rating: 5,
    content:
      'Our members track fuel and repairs for their bikes here. It has made conversations about loans with the SACCO much easier because the numbers are real.',
    is_published: true,
  },
  {
    author_name: 'Moses Kato',
    author_role: 'Safari guide, Entebbe',
    country: 'UG',
    rating: 5,
    content:
      'My Land Cruiser does long trips to Murchison and Queen Elizabeth. I keep every service and tyre change in Gari so I know what is due before the next booking.',
    is_published: true,
  },
  {
    author_name: 'Neema Mushi',
    author_role: 'Teacher, Arusha',
    country: 'TZ',
    rating: 4,
    content:
      'Simple enough for someone who is not a car person. The reminders from my own history of oil changes mean I no longer guess when the next one is due.',
    is_published: true,
  },
  {
    author_name: 'Juma Mwakyusa',
    author_role: 'Logistics coordinator, Dar es Salaam',
    country: 'TZ',
    rating: 5,
    content:
      'Traffic in Dar eats fuel. Comparing months side by side showed us that switching routes saved almost a fifth of our fuel spend.',
    is_published: true,
  },
  {
    author_name: 'Chinedu Okafor',
    author_role: 'Car enthusiast, Lagos',
    country: 'NG',
    rating: 5,
    content:
      'I restore old Peugeot 504s. Keeping parts costs and repairs per car in one list is exactly what I needed, and the community side keeps getting better.',
    is_published: true,
  },
  {
    author_name: 'Akosua Mensah',
    author_role: 'Small business owner, Accra',
    country: 'GH',
    rating: 4,
    content:
      'My delivery van is my business. Gari shows me the true monthly cost of running it, fuel included, so I can price my deliveries properly.',
    is_published: true,
  },
  {
    author_name: 'Thabo Nkosi',
    author_role: 'Weekend off-roader, Johannesburg',
    country: 'ZA',
    rating: 5,
    content:
      'Logged every trip fill-up on a Botswana crossing in my Hilux. The distance and consumption figures matched my own spreadsheet to the kilometre.',
    is_published: true,
  },
  {
    author_name: 'Diane Uwimana',
    author_role: 'Student, Kigali',
    country: 'RW',
    rating: 3,
    content: 'Good start. I would love to see fuel prices from the stations near campus too.',
    is_published: false,
  },
  {
    author_name: 'Peter Mwangi',
    author_role: null,
    country: 'KE',
    rating: 5,
    content: 'Testing the review form from the admin side, please ignore.',
    is_published: false,
  },
  {
    author_name: 'Fatuma Hassan',
    author_role: 'Nurse, Mombasa',
    country: 'KE',
    rating: 4,
    content: 'Waiting for the garage booking to open in Mombasa before I publish this review.',
    is_published: false,
  },
];
