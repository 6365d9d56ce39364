/**
 * Development-only routes (registered only when NODE_ENV !== 'production', else a 404): the dev
 * outbox, the profile page's quick-login accounts and the demo provider staff logins.
 */
import { StaffAccountList } from '../bookings';
import { DevAccountList, OutboxList, OutboxQuery } from '../dev';
import { devPaths as p } from '../paths';
import { alwaysAnswers } from './parts';
import { tagged } from './route';

const route = tagged(['dev']);

/** Dev routes by name. */
export const devRoutes = {
  outbox: route(p.outbox, {
    summary: 'Dev outbox (not in production)',
    description: 'Mail caught instead of SMTP, newest first; `to` filters by recipient.',
    query: OutboxQuery,
    ...alwaysAnswers(OutboxList),
  }),
  accounts: route(p.accounts, {
    summary: 'Quick-login accounts (not in production)',
    description: 'The two fixed, verified dev accounts the profile page offers as quick-login buttons.',
    ...alwaysAnswers(DevAccountList),
  }),
  staffAccounts: route(p.staffAccounts, {
    summary: 'Demo provider staff logins (not in production)',
    description: 'The seeded staff accounts of the demo garages and carwashes, with their widget keys.',
    ...alwaysAnswers(StaffAccountList),
  }),
};
