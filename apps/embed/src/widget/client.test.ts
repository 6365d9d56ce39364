import { isApiError } from '@gari/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidgetApi } from './client';

const BASE = 'https://gari.example/api/v1';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Stubs the global `fetch` (the widget calls it) with `answer`; returns the requests sent. */
function stubFetch(answer: (url: string) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer(url);
  });
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createWidgetApi', () => {
  it('reads the widget config credential-less with only safelisted headers', async () => {
    const sent = stubFetch(() => json({ data: { provider: { id: 1 }, brand_color: '#123456' } }));
    const config = await createWidgetApi(BASE).config('key one');
    expect(config).toEqual({ provider: { id: 1 }, brand_color: '#123456' });
    expect(sent[0]?.url).toBe(`${BASE}/widgets/key%20one`);
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.credentials).toBe('omit');
    expect(sent[0]?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('loads slots and books with widget_key through the client parts', async () => {
    const sent = stubFetch((url) =>
      url.endsWith('/bookings') ? json({ booking_id: 'b1' }, 201) : json({ data: [] }),
    );
    const { api } = createWidgetApi(BASE);
    await expect(api.providers.slots('garage', 7, '2026-12-01')).resolves.toEqual({ data: [] });
    expect(sent[0]?.url).toBe(`${BASE}/providers/garage/7/slots?date=2026-12-01`);
    const body = { date: '2026-12-01', time: '09:00', service: 'Oil Change' };
    await expect(api.bookings.create(body, { widgetKey: 'k1' })).resolves.toEqual({ booking_id: 'b1' });
    expect(sent[1]?.init.method).toBe('POST');
    expect(sent[1]?.init.credentials).toBe('omit');
    expect(sent[1]?.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({ ...body, widget_key: 'k1' });
  });

  it("fails with the client's ApiError texts", async () => {
    stubFetch(() => json({ message: 'Unknown widget key.' }, 404));
    const unknown = await createWidgetApi(BASE)
      .config('nope')
      .catch((e: unknown) => e);
    expect(isApiError(unknown) && [unknown.status, unknown.message]).toEqual([404, 'Unknown widget key.']);
    stubFetch(() => new Response('', { status: 500 }));
    await expect(createWidgetApi(BASE).config('k')).rejects.toThrow('GET /widgets/k failed: 500');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await createWidgetApi(BASE)
      .config('k')
      .catch((e: unknown) => e);
    expect(isApiError(offline) && offline.status).toBe(0);
  });
});
