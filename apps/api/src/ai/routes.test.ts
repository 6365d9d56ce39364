import { StoredDiagnosisData, StoredDiagnosisList, SYMPTOMS_REQUIRED_MESSAGE } from '@gari/contract/ai';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnoses } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { MECHANIC_PATHS } from './routes';
import { answersTo, ask, createVehicle, diagnosisOf, expectQuestionsWellFormed, SYMPTOMS } from './testChat';

describe.each(BACKENDS)('AI mechanic routes on $name', (backend) => {
  let t: TestApp;
  let owner: Member;
  let stranger: Member;
  let vehicleId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await registerMember(t.app, { tag: 'ai-owner' });
    stranger = await registerMember(t.app, { tag: 'ai-stranger' });
    vehicleId = await createVehicle(t.app, t.database.db, owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a first call on both paths with 3 to 5 questions and stores nothing', async () => {
    for (const path of MECHANIC_PATHS) {
      const res = await ask(t.app, owner, { vehicle_id: vehicleId, symptoms: SYMPTOMS }, `/api/v1${path}`);
      const first = diagnosisOf(res);
      expect(first.engine).toBe('embedded');
      expect(first.ai_status).toBe('available');
      expect(first.further_questions.length).toBeGreaterThanOrEqual(3);
      expect(first.further_questions.length).toBeLessThanOrEqual(5);
      expectQuestionsWellFormed(first);
      expect(first.diagnoses.length).toBeGreaterThan(0);
      const likelihoods = first.diagnoses.map((d) => d.likelihood);
      expect(likelihoods).toEqual([...likelihoods].sort((a, b) => b - a));
      expect(first.diagnosis_id).toBeUndefined();
    }
    const list = await send(t.app, `/api/v1/vehicles/${vehicleId}/diagnoses`, {
      token: owner.tokens.access_token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [] });
  });

  it('runs a whole chat: follow-up questions, then a stored final diagnosis readable by id and in the list', async () => {
    const first = diagnosisOf(await ask(t.app, owner, { vehicle_id: vehicleId, symptoms: SYMPTOMS }));
    const firstAnswers = answersTo(first);

    const followUp = diagnosisOf(
      await ask(t.app, owner, {
        vehicle_id: vehicleId,
        symptoms: SYMPTOMS,
        request_type: 'follow_up_questions',
        answers: firstAnswers,
      }),
    );
    expect(followUp.further_questions.length).toBeLessThanOrEqual(2);
    expectQuestionsWellFormed(followUp);
    for (const q of followUp.further_questions) {
      expect(firstAnswers.map((a) => a.question)).not.toContain(q);
    }
    expect(followUp.diagnosis_id).toBeUndefined();

    const allAnswers = [...firstAnswers, ...answersTo(followUp)];
    const final = diagnosisOf(
      await ask(t.app, owner, {
        vehicle_id: vehicleId,
        symptoms: SYMPTOMS,
        request_type: 'final_diagnosis',
        answers: allAnswers,
      }),
    );
    expect(final.further_questions).toEqual([]);
    expect(final.diagnoses.length).toBeGreaterThan(0);
    expect(final.diagnoses[0]?.est_cost.currency).toBe('RWF');
    expect(final.diagnosis_id).toEqual(expect.any(Number));
    const id = final.diagnosis_id as number;

    const one = await send(t.app, `/api/v1/ai/diagnoses/${id}`, { token: owner.tokens.access_token });
    expect(one.statusCode, one.body).toBe(200);
    const stored = StoredDiagnosisData.parse(one.json()).data;
    expect(stored).toMatchObject({ id, vehicle_id: vehicleId, symptoms_text: SYMPTOMS });
    expect(stored.answers).toEqual(allAnswers);
    expect(stored.result).toEqual(final);
    expect(Date.now() - Date.parse(stored.created_at)).toBeLessThan(60_000);

    // A second final diagnosis, through the fallback path, comes first in the list.
    const second = diagnosisOf(
      await ask(
        t.app,
        owner,
        {
          vehicle_id: vehicleId,
          symptoms: 'The engine overheats in traffic and the temperature needle goes to red',
          request_type: 'final_diagnosis',
          answers: [],
        },
        '/api/v1/test/ai/mechanic',
      ),
    );
    expect(second.diagnosis_id).toBeGreaterThan(id);
    const list = await send(t.app, `/api/v1/vehicles/${vehicleId}/diagnoses`, {
      token: owner.tokens.access_token,
    });
    expect(list.statusCode).toBe(200);
    const items = StoredDiagnosisList.parse(list.json()).data;
    expect(items.map((d) => d.id)).toEqual([second.diagnosis_id, id]);
    expect(items[1]).toEqual(stored);
    const [row] = await t.database.db
      .select({ engine: diagnoses.engine, userId: diagnoses.userId })
      .from(diagnoses)
      .where(eq(diagnoses.id, id));
    expect(row).toEqual({ engine: 'embedded', userId: owner.tokens.user.id });
  });

  it("gives another member 404 on the owner's vehicle and diagnoses, and stores nothing for them", async () => {
    const final = diagnosisOf(
      await ask(t.app, owner, {
        vehicle_id: vehicleId,
        symptoms: 'Clunking noise from the front suspension over bumps',
        request_type: 'final_diagnosis',
        answers: [],
      }),
    );
    const before = await t.database.db.select({ n: count() }).from(diagnoses);
    for (const path of MECHANIC_PATHS) {
      for (const request_type of [undefined, 'final_diagnosis'] as const) {
        const res = await ask(
          t.app,
          stranger,
          {
            vehicle_id: vehicleId,
            symptoms: SYMPTOMS,
            ...(request_type ? { request_type, answers: [] } : {}),
          },
          `/api/v1${path}`,
        );
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ message: 'Vehicle not found.' });
      }
    }
    const unknown = await ask(t.app, owner, { vehicle_id: 987_654, symptoms: SYMPTOMS });
    expect(unknown.statusCode).toBe(404);
    const one = await send(t.app, `/api/v1/ai/diagnoses/${final.diagnosis_id}`, {
      token: stranger.tokens.access_token,
    });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: 'Diagnosis not found.' });
    const missing = await send(t.app, '/api/v1/ai/diagnoses/987654', { token: owner.tokens.access_token });
    expect(missing.statusCode).toBe(404);
    const list = await send(t.app, `/api/v1/vehicles/${vehicleId}/diagnoses`, {
      token: stranger.tokens.access_token,
    });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: 'Vehicle not found.' });
    const after = await t.database.db.select({ n: count() }).from(diagnoses);
    expect(after).toEqual(before);
  });

  it('refuses every route without a valid bearer token with 401', async () => {
    const calls: Array<() => Promise<LightMyRequestResponse>> = [
      ...MECHANIC_PATHS.map(
        (path) => () => ask(t.app, null, { vehicle_id: vehicleId, symptoms: SYMPTOMS }, `/api/v1${path}`),
      ),
      () => send(t.app, '/api/v1/ai/diagnoses/1'),
      () => send(t.app, `/api/v1/vehicles/${vehicleId}/diagnoses`),
      () => send(t.app, '/api/v1/ai/diagnoses/1', { token: 'not-a-jwt' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers malformed turns with 422 naming the fields', async () => {
    const cases: Array<{ body: unknown; fields: Record<string, string | null> }> = [
      { body: { vehicle_id: vehicleId, symptoms: '   ' }, fields: { symptoms: SYMPTOMS_REQUIRED_MESSAGE } },
      {
        body: {},
        fields: {
          vehicle_id: 'The vehicle id field is required.',
          symptoms: 'The symptoms field is required.',
        },
      },
      {
        body: {
          vehicle_id: 'abc',
          symptoms: SYMPTOMS,
          request_type: 'diagnose_everything',
          answers: 'all fine',
          max_questions: 9,
        },
        fields: { vehicle_id: null, request_type: null, answers: null, max_questions: null },
      },
      {
        body: {
          vehicle_id: vehicleId,
          symptoms: SYMPTOMS,
          context: { year: 'old', mileage: -4 },
          answers: [{ question: '', answer: 'yes' }],
        },
        fields: { 'context.year': null, 'context.mileage': null, 'answers.0.question': null },
      },
    ];
    for (const path of MECHANIC_PATHS) {
      for (const c of cases) {
        const res = await ask(t.app, owner, c.body, `/api/v1${path}`);
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json() as { message: string; errors: Record<string, string[]> };
        expect(body.message).toBe('The given data was invalid.');
        for (const [field, message] of Object.entries(c.fields)) {
          expect(body.errors[field], `${field} in ${res.body}`).toEqual(
            message === null ? [expect.any(String)] : expect.arrayContaining([message]),
          );
        }
      }
    }
  });

  it('stores what the member ruled out with the report, and reads older reports with none (issue #16)', async () => {
    const final = diagnosisOf(
      await ask(t.app, owner, {
        vehicle_id: vehicleId,
        symptoms: 'car loses power',
        request_type: 'final_diagnosis',
        answers: [{ question: 'Is a warning light on?', answer: 'No', question_type: 'yes_no' }],
      }),
    );
    expect(final.symptoms).not.toContain('warning light on');
    expect(final.ruled_out).toEqual(['warning light on']);
    const id = final.diagnosis_id as number;
    const one = await send(t.app, `/api/v1/ai/diagnoses/${id}`, { token: owner.tokens.access_token });
    expect(one.json().data.result.ruled_out).toEqual(['warning light on']);

    // A report stored before issue #16 has no ruled_out in its JSON: it is read back as [].
    const [row] = await t.database.db.select().from(diagnoses).where(eq(diagnoses.id, id));
    expect(row).toBeDefined();
    const { ruled_out: _gone, ...old } = (row as typeof diagnoses.$inferSelect).result;
    await t.database.db
      .update(diagnoses)
      .set({ result: old as typeof final })
      .where(eq(diagnoses.id, id));
    const again = await send(t.app, `/api/v1/ai/diagnoses/${id}`, { token: owner.tokens.access_token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result.ruled_out).toEqual([]);
  });

  it('deletes the diagnoses with their vehicle', async () => {
    const other = await createVehicle(t.app, t.database.db, owner);
    const final = diagnosisOf(
      await ask(t.app, owner, {
        vehicle_id: other,
        symptoms: 'The battery is flat every morning and the car will not start',
        request_type: 'final_diagnosis',
        answers: [{ question: 'Do the lights dim when you crank?', answer: 'Yes, a lot' }],
      }),
    );
    const id = final.diagnosis_id as number;
    expect(
      (await send(t.app, `/api/v1/ai/diagnoses/${id}`, { token: owner.tokens.access_token })).statusCode,
    ).toBe(200);
    const del = await send(t.app, `/api/v1/vehicles/${other}`, {
      method: 'DELETE',
      token: owner.tokens.access_token,
    });
    expect(del.statusCode).toBe(204);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(diagnoses)
      .where(eq(diagnoses.vehicleId, other));
    expect(left?.n).toBe(0);
    const gone = await send(t.app, `/api/v1/ai/diagnoses/${id}`, { token: owner.tokens.access_token });
    expect(gone.statusCode).toBe(404);
    // The other vehicle's diagnoses are untouched.
    const kept = await send(t.app, `/api/v1/vehicles/${vehicleId}/diagnoses`, {
      token: owner.tokens.access_token,
    });
    expect(kept.json().data.length).toBeGreaterThan(0);
  });
});
