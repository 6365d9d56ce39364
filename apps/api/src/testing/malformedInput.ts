/**
 * The tables of the malformed-input suite (`../validation.test.ts`, issue #2 "bad input never yields a
 * 5xx"): every POST route with the bodies that must answer 422 naming fields, bad path and query
 * parameters, and the junk values thrown at every field. Data only; laid out one case per entry.
 */

export interface Case {
  /** What is wrong. */
  name: string;
  body: unknown;
  /** Fields the 422 must name. */
  fields: string[];
}

export interface PostRoute {
  /** Path as in the OpenAPI document. */
  path: string;
  auth: boolean;
  /** Cases with a JSON body; empty for routes that take no body. */
  cases: Case[];
}

export const POST_ROUTES: PostRoute[] = [
  {
    path: '/api/v1/register',
    auth: false,
    cases: [
      {
        name: 'empty object',
        body: {},
        fields: ['name', 'email', 'password', 'password_confirmation', 'country'],
      },
      {
        name: 'bad email and country',
        body: {
          name: 'A',
          email: 'not-an-email',
          password: 'long-enough',
          password_confirmation: 'long-enough',
          country: 'Rwanda',
        },
        fields: ['email', 'country'],
      },
      {
        name: 'wrong types',
        body: { name: 5, email: [], password: {}, password_confirmation: null, country: 1 },
        fields: ['name', 'email', 'password', 'password_confirmation', 'country'],
      },
    ],
  },
  ...['/api/v1/auth/login', '/api/v1/login'].map((path) => ({
    path,
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email', 'password'] },
      {
        name: 'bad types',
        body: { email: 'x@y.z', password: 'p', remember: 'yes', device_id: 'short' },
        fields: ['remember', 'device_id'],
      },
    ],
  })),
  {
    path: '/api/v1/auth/refresh',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['refresh_token', 'device_id'] },
      {
        name: 'wrong types',
        body: { refresh_token: 12, device_id: true },
        fields: ['refresh_token', 'device_id'],
      },
    ],
  },
  ...['/api/v1/auth/logout', '/api/v1/logout'].map((path) => ({
    path,
    auth: true,
    cases: [{ name: 'device id not a string', body: { device_id: 42 }, fields: ['device_id'] }],
  })),
  {
    path: '/api/v1/password/forgot',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email'] },
      { name: 'blank email', body: { email: '' }, fields: ['email'] },
    ],
  },
  {
    path: '/api/v1/password/reset',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['token', 'email', 'password', 'password_confirmation'] },
      {
        name: 'short password',
        body: { token: 't', email: 'a@b.co', password: 'short', password_confirmation: 'short' },
        fields: ['password'],
      },
    ],
  },
  { path: '/api/v1/email/verification-notification', auth: true, cases: [] },
  {
    path: '/api/v1/email/verify',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['id', 'hash'] },
      { name: 'bad id and short hash', body: { id: 'abc', hash: 'x' }, fields: ['id', 'hash'] },
    ],
  },
  { path: '/api/v1/auth/sessions/{id}/revoke', auth: true, cases: [] },
  {
    path: '/api/v1/users/me/password',
    auth: true,
    cases: [
      {
        name: 'empty object',
        body: {},
        fields: ['current_password', 'password', 'password_confirmation'],
      },
      {
        name: 'short and mismatched',
        body: { current_password: 'x', password: 'short', password_confirmation: 'other' },
        fields: ['password', 'password_confirmation'],
      },
    ],
  },
  {
    path: '/api/v1/bookings',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['provider_id', 'date', 'time', 'service'] },
      {
        name: 'impossible date and bad time',
        body: { provider_id: 1, date: '2024-02-30', time: '9am', service: 'Oil Change' },
        fields: ['date', 'time'],
      },
    ],
  },
  { path: '/api/v1/bookings/{booking_id}/cancel', auth: true, cases: [] },
  { path: '/api/v1/partner/bookings/{booking_id}/accept', auth: true, cases: [] },
  {
    path: '/api/v1/partner/bookings/{booking_id}/complete',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['final_price'] },
      {
        name: 'fraction and bad message',
        body: { final_price: 12.5, message: 5 },
        fields: ['final_price', 'message'],
      },
    ],
  },
  {
    path: '/api/v1/bookings/{booking_id}/expense',
    auth: true,
    cases: [{ name: 'impossible date', body: { date: '2024-02-30' }, fields: ['date'] }],
  },
  // Spareshop (issue #10): their field-level 422s are in marketplace/*.test.ts.
  { path: '/api/v1/cart/merge', auth: true, cases: [] },
  { path: '/api/v1/marketplace/listings', auth: true, cases: [] },
  { path: '/api/v1/marketplace/listings/{id}/photos', auth: true, cases: [] },
  { path: '/api/v1/marketplace/orders/{id}/status', auth: true, cases: [] },
  // Pictures (issue #16): multipart; their field-level 422s are in photos/photos.test.ts.
  { path: '/api/v1/partner/providers/{provider_id}/photos/{kind}', auth: true, cases: [] },
  { path: '/api/v1/users/me/avatar', auth: true, cases: [] },
  { path: '/api/v1/orders', auth: true, cases: [] },
  { path: '/api/v1/orders/{id}/cancel', auth: true, cases: [] },
  { path: '/api/v1/orders/{id}/pay', auth: true, cases: [] },
  // Issue #13: the rest of its checks are in marketplace/orderExpense.test.ts.
  {
    path: '/api/v1/orders/{id}/expense',
    auth: true,
    cases: [{ name: 'impossible date', body: { date: '2024-02-30' }, fields: ['date'] }],
  },
  { path: '/api/v1/payments/simulator/{reference}/decision', auth: false, cases: [] },
  { path: '/api/v1/payments/{provider}/callback', auth: false, cases: [] },
  {
    // Gas stations (issue #11): the rest of the report's checks are in gas/reports.test.ts.
    path: '/api/v1/gas-stations/{id}/price-reports',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['fuel_type', 'price'] },
      { name: 'bad values', body: { fuel_type: 'Kerosene', price: -3 }, fields: ['fuel_type', 'price'] },
    ],
  },
  { path: '/api/v1/partner/bookings/{booking_id}/decline', auth: true, cases: [] },
  // The live console's ticket (issue #16): no body.
  { path: '/api/v1/partner/events/ticket', auth: true, cases: [] },
  // Convoys (issue #12): the other rules are in convoys/*.test.ts.
  { path: '/api/v1/convoys/{id}/join', auth: true, cases: [] },
  { path: '/api/v1/convoys/{id}/leave', auth: true, cases: [] },
  { path: '/api/v1/convoys/{id}/posts', auth: true, cases: [] },
  {
    path: '/api/v1/convoy-posts/{id}/comments',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['content'] },
      { name: 'a blank comment', body: { content: '   ' }, fields: ['content'] },
    ],
  },
  {
    path: '/api/v1/convoy-posts/{id}/react',
    auth: true,
    cases: [{ name: 'an unknown reaction', body: { type: 'love' }, fields: ['type'] }],
  },
  {
    path: '/api/v1/convoy-posts/{id}/unreact',
    auth: true,
    cases: [{ name: 'an unknown reaction', body: { type: 'love' }, fields: ['type'] }],
  },
  {
    path: '/api/v1/convoy-posts/{id}/report',
    auth: true,
    cases: [{ name: 'a reason too long', body: { reason: 'x'.repeat(301) }, fields: ['reason'] }],
  },
  {
    path: '/api/v1/contact',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['name', 'email', 'subject', 'message'] },
      {
        name: 'blank name, bad email, over-long message',
        body: { name: ' ', email: 'nobody', subject: 'Hi', message: 'x'.repeat(5001) },
        fields: ['name', 'email', 'message'],
      },
    ],
  },
  {
    path: '/api/v1/newsletter',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email'] },
      { name: 'a bad email', body: { email: 'nobody' }, fields: ['email'] },
    ],
  },
  { path: '/api/v1/users/{id}/follow', auth: true, cases: [] },
  { path: '/api/v1/users/{id}/unfollow', auth: true, cases: [] },
  {
    path: '/api/v1/vehicles',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['year', 'make_id', 'model_id'] },
      {
        name: 'bad values',
        body: { year: 'abc', make_id: -1, model_id: 0, mileage: -5, color: 'x'.repeat(200) },
        fields: ['year', 'make_id', 'model_id', 'mileage', 'color'],
      },
    ],
  },
  {
    path: '/api/v1/vehicles/{id}/refuels',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['date', 'liters', 'total_cost'] },
      {
        name: 'bad values',
        body: { date: '2024-13-45', liters: -1, total_cost: 'lots', currency: 'rwf', odometer_km: 1.5 },
        fields: ['date', 'liters', 'total_cost', 'currency', 'odometer_km'],
      },
    ],
  },
  {
    path: '/api/v1/vehicles/{id}/expenses',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['date', 'category', 'amount'] },
      {
        name: 'bad values',
        body: { date: 'yesterday', category: 'spaceship', amount: 0, note: 'x'.repeat(400) },
        fields: ['date', 'category', 'amount', 'note'],
      },
    ],
  },
  // Service reminders and CSV import (issue #13).
  {
    path: '/api/v1/vehicles/{id}/reminders/{kind}/done',
    auth: true,
    cases: [
      {
        name: 'bad values',
        body: { date: 'last week', odometer_km: -4 },
        fields: ['date', 'odometer_km'],
      },
    ],
  },
  ...['/api/v1/vehicles/{id}/import/preview', '/api/v1/vehicles/{id}/import'].map((path) => ({
    path,
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['csv'] },
      {
        name: 'bad values',
        body: { csv: 42, currency: 'francs', units: 'furlongs', category: 'spaceship' },
        fields: ['csv', 'currency', 'units', 'category'],
      },
    ],
  })),
  ...['/api/v1/ai/mechanic', '/api/v1/test/ai/mechanic'].map((path) => ({
    path,
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['vehicle_id', 'symptoms'] },
      {
        name: 'bad values',
        body: {
          vehicle_id: 'abc',
          symptoms: ' ',
          request_type: 'everything',
          answers: 'none',
          max_questions: 9,
          context: { year: 'old', mileage: -1 },
        },
        fields: [
          'vehicle_id',
          'symptoms',
          'request_type',
          'answers',
          'max_questions',
          'context.year',
          'context.mileage',
        ],
      },
    ],
  })),
];

/** GET/DELETE/POST calls with bad path parameters or query strings, and the field they must name. */
export const BAD_PARAMS: Array<{
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  auth: boolean;
  field: string;
}> = [
  { method: 'GET', url: '/api/v1/makes/abc/models', auth: false, field: 'id' },
  { method: 'GET', url: '/api/v1/makes/0/models', auth: false, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/abc', auth: true, field: 'id' },
  { method: 'DELETE', url: '/api/v1/vehicles/-3', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/1.5/summary', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/monthly?months=0', auth: true, field: 'months' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/monthly?months=abc', auth: true, field: 'months' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/refuels?limit=1000', auth: true, field: 'limit' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/recent?limit=-1', auth: true, field: 'limit' },
  { method: 'POST', url: '/api/v1/auth/sessions/abc/revoke', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/ai/diagnoses/abc', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/ai/diagnoses/0', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/-1/diagnoses', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?page=0', auth: false, field: 'page' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?per_page=500', auth: false, field: 'per_page' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?country=rwanda', auth: false, field: 'country' },
  { method: 'GET', url: '/api/v1/dev/outbox?limit=0', auth: false, field: 'limit' },
];

/** Junk values thrown at every field of every body: none may produce a 5xx. */
export const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  [],
  {},
  [1, 2],
  { nested: { deep: 1 } },
  '💥',
  '2024-02-30',
];
