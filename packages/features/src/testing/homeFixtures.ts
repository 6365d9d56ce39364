/**
 * Home page fixtures for stories: extra testimonials so that paging has several pages.
 */
import type { Testimonial } from '@gari/contract/site';
import type { FakeApi } from './fakeApi';

const AUTHORS: [name: string, role: string | null, rating: number, text: string][] = [
  [
    'Claudine Mukamana',
    'Moto-taxi owner',
    5,
    'I log every refuel in seconds and see my monthly fuel bill drop.',
  ],
  ['Olivier Nshimiyimana', null, 4, 'The convoy for Hilux owners helped me find a good mechanic in Musanze.'],
  [
    'Aline Uwimana',
    'Driving instructor',
    5,
    'Reminders and the spend chart keep my two school cars in shape.',
  ],
  ['Jean-Paul Habineza', 'Fleet manager', 3, 'Good start. I would like more garages outside Kigali.'],
  ['Sandrine Iradukunda', null, 5, 'Booking a carwash near Remera took less than a minute.'],
  ['Emmanuel Ndayisaba', 'Taxi driver', 4, 'Fuel prices around town in one place save me real money.'],
  ['Yvonne Mutesi', 'Community Member', 5, 'The AI mechanic asked the right questions about my brakes.'],
  ['Thierry Kamanzi', null, 2, 'The app is useful but the spare parts list needs more Suzuki parts.'],
  ['Esther Umutoni', 'Nurse', 5, 'I know exactly what my RAV4 costs me every month now.'],
  ['Didier Mugabo', 'Mechanic', 4, 'Customers come in already knowing the symptoms. Great for everyone.'],
];

/**
 * Replaces the fake's testimonials with `published` published ones of `country` (and one unpublished
 * draft that must never show), with ratings 2–5 and some without a role.
 */
export function seedTestimonials(api: FakeApi, published: number, country = 'RW'): Testimonial[] {
  const rows: Testimonial[] = [];
  for (let i = 0; i < published; i++) {
    const author = AUTHORS[i % AUTHORS.length];
    if (!author) continue;
    const [name, role, rating, text] = author;
    rows.push({
      id: i + 1,
      author_name: i < AUTHORS.length ? name : `${name} ${Math.floor(i / AUTHORS.length) + 1}`,
      author_role: role,
      avatar_url: null,
      country,
      rating,
      content: text,
      is_published: true,
    });
  }
  rows.splice(3, 0, {
    id: 999,
    author_name: 'Hidden Draft',
    author_role: null,
    avatar_url: null,
    country,
    rating: 1,
    content: 'Unpublished draft that must never be shown.',
    is_published: false,
  });
  api.db.testimonials = rows;
  return rows;
}
