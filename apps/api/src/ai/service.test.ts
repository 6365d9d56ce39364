import { AiContext } from '@gari/contract/ai';
import { describe, expect, it } from 'vitest';
import { enrichContext } from './service';

describe('enrichContext', () => {
  const client = (input: Record<string, unknown> = {}) => AiContext.parse(input);

  it('fills what the client left empty from the server and keeps what it sent', () => {
    const merged = enrichContext(client({ make: '  ', model: 'Vitz', mileage: null, fuel_type: 'Petrol' }), {
      make: 'Toyota',
      model: 'RAV4',
      mileage: 90_000,
      fuel_type: 'Diesel',
      transmission: 'Manual',
      year: 2012,
    });
    expect(merged).toMatchObject({
      make: 'Toyota',
      model: 'Vitz',
      mileage: 90_000,
      fuel_type: 'Petrol',
      transmission: 'Manual',
      year: 2012,
      country: 'RW',
    });
  });

  it('merges the last refuel field by field and takes a non-default primary use from the vehicle', () => {
    const merged = enrichContext(client({ last_refuel: { date: '2026-01-02' } }), {
      last_refuel: { date: '2026-01-01', location: 'Kigali' },
      primary_use: 'ride_hailing',
    });
    expect(merged.last_refuel).toEqual({ date: '2026-01-02', location: 'Kigali' });
    expect(merged.primary_use).toBe('ride_hailing');
    expect(enrichContext(client({ primary_use: 'taxi' }), { primary_use: 'ride_hailing' }).primary_use).toBe(
      'taxi',
    );
  });

  it('cuts too-long stored text and drops stored values the contract refuses', () => {
    const merged = enrichContext(client(), { variant: 'x'.repeat(200), year: 1800, mileage: -5 });
    expect(merged.variant).toHaveLength(60);
    expect(merged.year).toBeUndefined();
    expect(merged.mileage).toBeUndefined();
  });
});
