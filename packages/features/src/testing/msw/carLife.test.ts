/**
 * The fake reminders and CSV routes (issue #13) through the real client, checked against the
 * contract's answer schemas: the same rules as the API.
 */
import { answerSchemas } from '@gari/client/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../fixtures/auth';
import { fakeOdometer, setFakeReminder } from './carLife';
import { createScenario } from './scenario';

const BAD = [
  'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags',
  '1/5/2026,120000,40.5,65610,0,True,False,,',
  '1/19/2026,12O480,38.2,61884,12.57,True,False,,',
].join('\n');

describe('fake reminders and CSV', () => {
  it('lists reminders like the API and resets one on a matching expense', async () => {
    const s = createScenario({ signedInAs: DEMO_USER.email });
    const km = fakeOdometer(s, 1);
    const today = s.now().toISOString().slice(0, 10);
    setFakeReminder(s, 1, 'oil_change', { last_done_km: km - 5_100, last_done_date: today });
    const list = await s.api.reminders.list(1);
    expect(answerSchemas['reminders.list'].safeParse(list).success).toBe(true);
    expect(list.data.find((r) => r.kind === 'oil_change')?.status).toBe('due');
    await s.api.vehicles.addExpense(1, {
      date: today,
      category: 'maintenance',
      amount: 40_000,
      note: 'Oil change',
    });
    expect((await s.api.reminders.list(1)).data.find((r) => r.kind === 'oil_change')).toMatchObject({
      status: 'ok',
      done_recorded: true,
    });
    const badges = await s.api.reminders.badges();
    expect(answerSchemas['reminders.badges'].safeParse({ data: badges }).success).toBe(true);
  });

  it('previews and refuses a bad CSV naming the row, importing nothing', async () => {
    const s = createScenario({ signedInAs: DEMO_USER.email });
    const before = s.db.refuels.length;
    const preview = await s.api.vehicleCsv.preview(1, { csv: BAD });
    expect(answerSchemas['vehicleCsv.preview'].safeParse(preview).success).toBe(true);
    expect(preview.errors).toEqual([
      { row: 3, field: 'Odometer', message: 'Row 3: Odometer "12O480" is not a number.' },
    ]);
    await expect(s.api.vehicleCsv.import(1, { csv: BAD })).rejects.toMatchObject({
      status: 422,
      errors: { 'rows.3.Odometer': ['Row 3: Odometer "12O480" is not a number.'] },
    });
    expect(s.db.refuels.length).toBe(before);
    const exported = await s.api.vehicleCsv.exportRefuels(1);
    expect(exported.split('\r\n')[0]).toBe(
      'date,liters,total_cost,currency,odometer_km,full_tank,station_name,location',
    );
  });
});
