/**
 * The fake exchange rates (issue #12) through the real client, checked against the contract's answer
 * schema: the demo table in any base, and 422 naming the field for unknown currencies.
 */
import { answerSchemas } from '@gari/client/schemas';
import { DEMO_RATES_AS_OF, DEMO_RATES_PER_USD } from '@gari/contract/demoRates';
import { describe, expect, it } from 'vitest';
import { createScenario } from './scenario';

describe('fake finance rates', () => {
  it('answers the dated demo table like the API', async () => {
    const s = createScenario();
    const rates = await s.api.finance.rates({ base: 'USD', symbols: ['RWF', 'KES', 'UGX', 'TZS'] });
    expect(answerSchemas['finance.rates'].safeParse({ data: rates }).success).toBe(true);
    expect(rates).toMatchObject({ base: 'USD', source: 'demo', as_of: DEMO_RATES_AS_OF });
    expect(Object.keys(rates.rates)).toEqual(['RWF', 'KES', 'UGX', 'TZS']);
    expect(rates.rates.RWF).toBe(DEMO_RATES_PER_USD.RWF);
    const inRwf = await s.api.finance.rates({ base: 'RWF', symbols: ['USD'] });
    expect(inRwf.rates.USD).toBeCloseTo(1 / DEMO_RATES_PER_USD.RWF, 8);
  });

  it('refuses unknown currencies naming the field', async () => {
    const s = createScenario();
    await expect(s.api.finance.rates({ symbols: ['RWF', 'XYZ'] })).rejects.toMatchObject({
      status: 422,
      errors: { symbols: [expect.stringMatching(/^Unknown currency: XYZ\./)] },
    });
    await expect(s.api.finance.rates({ base: 'DOGE' })).rejects.toMatchObject({
      status: 422,
      errors: { base: [expect.stringMatching(/^Unknown currency: DOGE\./)] },
    });
  });
});
