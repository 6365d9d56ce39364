/** Dev routes of the fake backend: GET /dev/accounts (404 as in production when turned off). */
import { DEV_ACCOUNTS } from '../fixtures/auth';
import { fail, handle } from './handle';

/** Every dev route. */
export const devRoutes = [
  handle('GET', '/dev/accounts', ({ s }) =>
    s.options.devAccounts === false ? fail(404, 'Not Found') : { data: DEV_ACCOUNTS.map((a) => ({ ...a })) },
  ),
];
