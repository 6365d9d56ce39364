/**
 * Exchange rates (spec §7 `GET /finance/rates`, §9 "Rates cached 12 hours"; issue #12): the dated demo
 * table when `RATES_API_URL` is unset or the provider fails (error status, bad JSON, wrong shape,
 * timeout, unreachable), the provider's figures otherwise, read once per base for 12 hours, and 422
 * naming `base` or `symbols` for unknown currencies. The provider is a real HTTP server on this machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_RATES_AS_OF, DEMO_RATES_PER_USD } from '@gari/contract/demoRates';
import type { ExchangeRates } from '@gari/contract/finance';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../providers/time';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';
import { createRatesService, providerUrl } from './rates';

/** What the fake provider does with the next requests. */
type Mode = 'ok' | 'error' | 'garbage' | 'wrong-shape' | 'hang' | 'no-rwf';

/** A rates provider in the open.er-api.com shape, counting its calls per base. */
async function fakeProvider(): Promise<{
  url: string;
  mode: { value: Mode };
  hits: string[];
  close(): Promise<void>;
}> {
  const mode = { value: 'ok' as Mode };
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const base = (req.url ?? '').split('/').pop() ?? '';
    hits.push(base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (mode.value) {
      case 'error':
        return json(503, { error: 'down' });
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"rates": ');
      case 'wrong-shape':
        return json(200, { rates: { RWF: 'a lot' } });
      case 'hang':
        return; // never answers
      case 'no-rwf':
        return json(200, { result: 'success', base_code: base, rates: { KES: 130 } });
      default:
        return json(200, {
          result: 'success',
          base_code: base,
          time_last_update_unix: Date.UTC(2026, 10, 25) / 1000,
          rates: { [base]: 1, RWF: 1460.5, KES: 129.75, UGX: 3480, TZS: 2460, XAU: 0.0003 },
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v6/latest/{base}`,
    mode,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const T0 = new Date('2026-11-26T08:00:00Z');
const HOUR = 3_600_000;

describe.each(BACKENDS)('GET /finance/rates on $name', (backend) => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let withProvider: TestApp;
  let withoutProvider: TestApp;
  const rates = async (t: TestApp, query: string) => {
    const res = await send(t.app, `/api/v1/finance/rates${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ExchangeRates;
  };

  beforeAll(async () => {
    provider = await fakeProvider();
    withProvider = await createTestApp(backend, { config: { rates: { url: provider.url, timeoutMs: 300 } } });
    withoutProvider = await createTestApp(backend);
  }, 180_000);
  afterAll(async () => {
    await withProvider?.close();
    await withoutProvider?.close();
    await provider?.close();
  });
  afterEach(() => {
    clock.now = () => new Date();
    provider.mode.value = 'ok';
  });

  it('answers the dated demo table when RATES_API_URL is unset', async () => {
    clock.now = () => T0;
    const data = await rates(withoutProvider, '?base=USD&symbols=RWF,KES,UGX,TZS');
    expect(data).toEqual({
      base: 'USD',
      rates: {
        RWF: DEMO_RATES_PER_USD.RWF,
        KES: DEMO_RATES_PER_USD.KES,
        UGX: DEMO_RATES_PER_USD.UGX,
        TZS: DEMO_RATES_PER_USD.TZS,
      },
      as_of: DEMO_RATES_AS_OF,
      source: 'demo',
      fetched_at: T0.toISOString(),
    });
  });

  it('defaults to base USD and every other currency, in any case, with cross rates for another base', async () => {
    const all = await rates(withoutProvider, '');
    expect(all.base).toBe('USD');
    expect(Object.keys(all.rates)).not.toContain('USD');
    expect(Object.keys(all.rates)).toEqual(expect.arrayContaining(['RWF', 'KES', 'UGX', 'TZS', 'EUR']));
    const rwf = await rates(withoutProvider, '?base=rwf&symbols=kes, usd');
    expect(rwf.base).toBe('RWF');
    expect(rwf.rates.USD).toBeCloseTo(1 / DEMO_RATES_PER_USD.RWF, 8);
    expect(rwf.rates.KES).toBeCloseTo(DEMO_RATES_PER_USD.KES / DEMO_RATES_PER_USD.RWF, 6);
  });

  it("answers the provider's figures, read once per base for 12 hours", async () => {
    clock.now = () => T0;
    const before = provider.hits.length;
    const first = await rates(withProvider, '?base=USD&symbols=RWF,KES');
    expect(first).toEqual({
      base: 'USD',
      rates: { RWF: 1460.5, KES: 129.75 },
      as_of: '2026-11-25',
      source: 'provider',
      fetched_at: T0.toISOString(),
    });
    expect(provider.hits.slice(before)).toEqual(['USD']);

    // Within 12 hours: from the cache, whatever the symbols (and even with the provider down).
    provider.mode.value = 'error';
    clock.now = () => new Date(T0.getTime() + 12 * HOUR - 1000);
    const cached = await rates(withProvider, '?base=USD&symbols=UGX,TZS');
    expect(cached).toMatchObject({ rates: { UGX: 3480, TZS: 2460 }, source: 'provider' });
    expect(cached.fetched_at).toBe(T0.toISOString());
    expect(provider.hits.slice(before)).toEqual(['USD']);

    // After 12 hours the provider is asked again.
    provider.mode.value = 'ok';
    const later = new Date(T0.getTime() + 12 * HOUR + 1000);
    clock.now = () => later;
    const fresh = await rates(withProvider, '?base=USD&symbols=RWF');
    expect(fresh.fetched_at).toBe(later.toISOString());
    expect(provider.hits.slice(before)).toEqual(['USD', 'USD']);
  });

  it.each([
    ['error', 'an error status'],
    ['garbage', 'broken JSON'],
    ['wrong-shape', 'rates that are not numbers'],
    ['hang', 'no answer within the timeout'],
    ['no-rwf', 'an answer without an asked currency'],
  ] as const)('falls back to the demo table on %s (%s)', async (mode, _label) => {
    provider.mode.value = mode;
    // A base not asked before, so nothing is cached.
    const base = { error: 'EUR', garbage: 'GBP', 'wrong-shape': 'ZAR', hang: 'KES', 'no-rwf': 'UGX' }[mode];
    const data = await rates(withProvider, `?base=${base}&symbols=RWF`);
    expect(data).toMatchObject({ base, source: 'demo', as_of: DEMO_RATES_AS_OF });
    expect(data.rates.RWF).toBeCloseTo(
      DEMO_RATES_PER_USD.RWF / DEMO_RATES_PER_USD[base as keyof typeof DEMO_RATES_PER_USD],
      2,
    );
  });

  it('answers 422 naming base or symbols for unknown currencies', async () => {
    const badSymbols = await send(withoutProvider.app, '/api/v1/finance/rates?base=USD&symbols=RWF,XYZ,ABC');
    expect(badSymbols.statusCode).toBe(422);
    expect(badSymbols.json().errors.symbols?.[0]).toMatch(/^Unknown currency: XYZ, ABC\. Choose from USD/);
    const badBase = await send(withoutProvider.app, '/api/v1/finance/rates?base=DOGE&symbols=RWF');
    expect(badBase.statusCode).toBe(422);
    expect(badBase.json().errors.base?.[0]).toMatch(/^Unknown currency: DOGE\./);
    const tooMany = await send(withoutProvider.app, `/api/v1/finance/rates?symbols=${'RWF,'.repeat(11)}KES`);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['symbols']);
  });
});

describe('rates service', () => {
  it('falls back to the demo table when the provider is unreachable, and asks again after 10 minutes', async () => {
    const calls: string[] = [];
    const failing = (async (url: string) => {
      calls.push(url);
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const service = createRatesService({ url: 'https://rates.invalid/latest' }, undefined, failing);
    const a = await service.rates('USD', ['RWF'], T0);
    expect(a).toMatchObject({ source: 'demo', rates: { RWF: DEMO_RATES_PER_USD.RWF } });
    await service.rates('USD', ['KES'], new Date(T0.getTime() + 9 * 60_000));
    expect(calls).toEqual(['https://rates.invalid/latest?base=USD']);
    await service.rates('USD', ['KES'], new Date(T0.getTime() + 11 * 60_000));
    expect(calls).toHaveLength(2);
  });

  it('shares one provider call between concurrent requests', async () => {
    let calls = 0;
    const slow = (async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return new Response(JSON.stringify({ base: 'USD', date: '2026-11-20', rates: { RWF: 1455 } }));
    }) as unknown as typeof fetch;
    const service = createRatesService({ url: 'https://rates.test/latest' }, undefined, slow);
    const answers = await Promise.all(Array.from({ length: 5 }, () => service.rates('USD', ['RWF'], T0)));
    expect(calls).toBe(1);
    expect(answers.map((a) => a.rates.RWF)).toEqual([1455, 1455, 1455, 1455, 1455]);
    expect(answers[0]?.as_of).toBe('2026-11-20');
  });

  it('builds the provider URL from a {base} template or a base parameter', () => {
    expect(providerUrl('https://open.er-api.com/v6/latest/{base}', 'RWF')).toBe(
      'https://open.er-api.com/v6/latest/RWF',
    );
    expect(providerUrl('https://api.example.test/latest?access_key=k', 'USD')).toBe(
      'https://api.example.test/latest?access_key=k&base=USD',
    );
  });
});
