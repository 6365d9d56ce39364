/**
 * The rates, search and contact parts of the client (issue #12): what each call sends (path, query,
 * body, no bearer on these public calls), what it resolves to, and that server 422s reject naming the
 * field.
 */
import type { SearchAnswer } from '@gari/contract/search';
import { describe, expect, it, vi } from 'vitest';
import { createGariClient } from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';

function setup(routes: Record<string, Handler | Reply>) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-1' });
  store.setTokens('access-0', 'refresh-0');
  const onSchemaMismatch = vi.fn();
  const api = createGariClient({
    answerSchemas,
    store,
    fetch: fake.fetch,
    onSignedOut: vi.fn(),
    onSchemaMismatch,
  });
  return { api, fake, onSchemaMismatch };
}

const rates = {
  base: 'USD',
  rates: { RWF: 1452, KES: 129.2 },
  as_of: '2026-11-02',
  source: 'demo',
  fetched_at: '2026-11-26T08:00:00.000Z',
};

describe('finance, search and contact calls', () => {
  it('asks the rates with base and a comma list of symbols, unwrapped', async () => {
    const { api, fake, onSchemaMismatch } = setup({ 'GET /finance/rates': { body: { data: rates } } });
    await expect(api.finance.rates({ base: 'USD', symbols: ['RWF', 'KES'] })).resolves.toEqual(rates);
    const call = fake.callsTo('GET /finance/rates')[0];
    expect(call?.query.get('base')).toBe('USD');
    expect(call?.query.get('symbols')).toBe('RWF,KES');
    expect(call?.headers.Authorization).toBeUndefined();
    await api.finance.rates();
    expect([...(fake.callsTo('GET /finance/rates')[1]?.query.keys() ?? [])]).toEqual([]);
    expect(onSchemaMismatch).not.toHaveBeenCalled();
  });

  it('searches with q and resolves the whole answer', async () => {
    const answer: SearchAnswer = {
      data: [
        {
          id: 'brand:toyota',
          kind: 'convoy',
          title: 'Toyota Owners',
          subtitle: 'brand',
          href: '/communities/brand:toyota',
        },
      ],
      meta: {
        q: 'toyota',
        counts: { listing: 0, garage: 0, carwash: 0, gas_station: 0, convoy: 1, member: 0 },
      },
    };
    const { api, fake, onSchemaMismatch } = setup({ 'GET /search': { body: answer } });
    await expect(api.search.search('toyota')).resolves.toEqual(answer);
    expect(fake.callsTo('GET /search')[0]?.query.get('q')).toBe('toyota');
    expect(onSchemaMismatch).not.toHaveBeenCalled();
  });

  it('sends the contact form and the newsletter calls, and rejects a 422 naming the field', async () => {
    const { api, fake } = setup({
      'POST /contact': {
        status: 201,
        body: { message: 'Thanks', data: { id: 3, received_at: rates.fetched_at } },
      },
      'POST /newsletter': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['Enter a valid email address.'] } },
      },
      'GET /newsletter/confirm': { body: { message: 'Confirmed', data: { status: 'confirmed' } } },
      'GET /newsletter/unsubscribe': { body: { message: 'Bye', data: { status: 'unsubscribed' } } },
    });
    const form = { name: 'Aline', email: 'a@b.rw', subject: 'Hi', message: 'Hello' };
    await expect(api.contact.send(form)).resolves.toMatchObject({ data: { id: 3 } });
    expect(fake.callsTo('POST /contact')[0]?.body).toEqual(form);
    await expect(api.contact.subscribe('nobody')).rejects.toMatchObject({
      status: 422,
      errors: { email: ['Enter a valid email address.'] },
    });
    expect(fake.callsTo('POST /newsletter')[0]?.body).toEqual({ email: 'nobody' });
    await expect(api.contact.confirm('tok-1')).resolves.toMatchObject({ data: { status: 'confirmed' } });
    expect(fake.callsTo('GET /newsletter/confirm')[0]?.query.get('token')).toBe('tok-1');
    await expect(api.contact.unsubscribe('tok-2')).resolves.toMatchObject({
      data: { status: 'unsubscribed' },
    });
    expect(fake.callsTo('GET /newsletter/unsubscribe')[0]?.query.get('token')).toBe('tok-2');
  });
});
