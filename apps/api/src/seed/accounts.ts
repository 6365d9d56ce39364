/**
 * Fixed seeded accounts with published passwords: the demo member and the two dev quick-login accounts
 * of the profile page (spec §2 Accounts). Seeded only when NODE_ENV !== 'production' (issue #9).
 */

/** A seeded, verified account. */
export interface SeedAccount {
  email: string;
  password: string;
  name: string;
  username: string;
  country: string;
}

/** The demo member with three cars and 12 months of refuels and expenses (RWF); not in production. */
export const DEMO_MEMBER: SeedAccount = {
  email: 'amina@gari.rw',
  password: 'GariDemo2026!',
  name: 'Amina Uwase',
  username: 'amina',
  country: 'RW',
};

/** The profile page's quick-login accounts (development only). */
export const DEV_ACCOUNTS: readonly SeedAccount[] = [
  {
    email: 'dev.owner@gari.rw',
    password: 'gari-dev-pass',
    name: 'Dev Owner',
    username: 'dev.owner',
    country: 'RW',
  },
  {
    email: 'dev.enthusiast@gari.rw',
    password: 'gari-dev-pass',
    name: 'Dev Enthusiast',
    username: 'dev.enthusiast',
    country: 'RW',
  },
];
