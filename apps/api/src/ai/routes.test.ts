/**
 * AI mechanic routes (issue #4): the chat turns on both paths, the stored diagnoses, ownership,
 * authentication, validation, the per-member rate limit, the vehicle data added to the context, and
 * the fallback from a failing language model (a local `node:http` fake of an OpenAI-compatible API).
 * Runs on every backend of `BACKENDS`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  AiContext,
  DiagnosisResponse,
  type QuestionType,
  StoredDiagnosisData,
  StoredDiagnosisList,
  SYMPTOMS_REQUIRED_MESSAGE,
} from '@gari/contract/ai';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { diagnoses, makes, models } from '../db/schema';
import { seed } from '../seed/seed';
import { BACKENDS, createTestApp, type TestApp, testConfig } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { utcDate } from '../vehicles/service';
import { LLM_FALLBACK_LOG, MECHANIC_PATHS } from './routes';
import { enrichContext } from './service';

// ---------------------------------------------------------------------------------------------------
// A fake OpenAI-compatible endpoint on 127.0.0.1: 'fail' answers 500, 'echo' a valid answer built from
// the candidate faults it receives. Every request body is kept in `seen`.

type FakeMode = 'fail' | 'echo';
let fakeMode: FakeMode = 'fail';
let fake: Server;
let fakeBaseUrl: string;
const sockets = new Set<Socket>();
const seen: { body: Record<string, unknown>; auth: string | undefined; path: string | undefined }[] = [];

interface Turn {
  turn: string;
  min_questions: number;
  max_questions: number;
  vehicle: Record<string, unknown>;
  candidates: { fault_id: string; likelihood: number }[];
}

/** The chat turn the adapter sent (the user message, JSON). */
function turnOf(body: Record<string, unknown>): Turn {
  const messages = body.messages as { role: string; content: string }[];
  return JSON.parse(messages[1]?.content ?? '{}') as Turn;
}

function answerFake(body: Record<string, unknown>, res: ServerResponse) {
  if (fakeMode === 'fail') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream exploded' } }));
    return;
  }
  const turn = turnOf(body);
  const questions = [
    'Does the squeal stop when you press the brake pedal harder?',
    'Which wheel does the noise come from?',
    'When did you first hear it?',
  ].slice(0, turn.turn === 'final_diagnosis' ? 0 : Math.max(turn.min_questions, 1));
  const content = JSON.stringify({
    ai_status: 'available',
    message: 'Answer from the fake model.',
    further_questions: questions,
    question_types: questions.map((_, i) => (i === 0 ? 'yes_no' : i === 1 ? 'location' : 'timeframe')),
    suggestions: [],
    diy_actions: [],
    mechanic_required: [],
    cta: '',
    symptoms: ['squeal'],
    diagnoses: turn.candidates.slice(0, 2).map((c, i) => ({ fault_id: c.fault_id, likelihood: 0.6 - i / 5 })),
  });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
}

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      seen.push({ body, auth: req.headers.authorization, path: req.url });
      answerFake(body, res);
    });
  });
  fake.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBaseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

// ---------------------------------------------------------------------------------------------------
// Helpers.

/** An answer that passes the chat's check for each question type (spec §5). */
const ANSWER_BY_TYPE: Record<QuestionType, string> = {
  location: 'Near the front left wheel',
  timeframe: 'It started last week',
  activity: 'When I brake at low speed',
  yes_no: 'Yes, every time I stop',
  visible_oil: 'No, nothing under the car',
  leak_type: 'A slow drip',
  free: 'It gets louder every day when I stop',
};

const SYMPTOMS = 'My brakes squeal loudly and the steering wheel shakes when I stop at traffic lights';

/** The Toyota RAV4 of the seed (make and model ids). */
async function rav4(db: Database['db']) {
  const [row] = await db
    .select({ makeId: makes.id, modelId: models.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(and(eq(makes.name, 'Toyota'), eq(models.name, 'RAV4')));
  if (!row) throw new Error('Toyota RAV4 not seeded');
  return row;
}

/** Creates a 2012 diesel manual RAV4 with 120 000 km for `member`; returns its id. */
async function createVehicle(app: FastifyInstance, db: Database['db'], member: Member): Promise<number> {
  const ids = await rav4(db);
  const res = await send(app, '/api/v1/vehicles', {
    token: member.tokens.access_token,
    body: {
      make_id: ids.makeId,
      model_id: ids.modelId,
      year: 2012,
      fuel_type: 'Diesel',
      transmission: 'Manual',
      mileage: 120_000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** Records a refuel (RWF) for the vehicle. */
async function addRefuel(
  app: FastifyInstance,
  member: Member,
  vehicleId: number,
  body: { date: string; odometer_km: number; station_name: string; location?: string },
) {
  const res = await send(app, `/api/v1/vehicles/${vehicleId}/refuels`, {
    token: member.tokens.access_token,
    body: { liters: 40, total_cost: 65_000, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** One chat turn on `path` (default /api/v1/ai/mechanic). */
const ask = (app: FastifyInstance, member: Member | null, body: unknown, path = '/api/v1/ai/mechanic') =>
  send(app, path, { body, ...(member ? { token: member.tokens.access_token } : {}) });

/** Parses a 200 chat answer with the contract schema (fails the test when it does not match). */
function diagnosisOf(res: LightMyRequestResponse): DiagnosisResponse {
  expect(res.statusCode, res.body).toBe(200);
  return DiagnosisResponse.parse(res.json());
}

/** Answers every question of `response` by its type. */
const answersTo = (response: DiagnosisResponse) =>
  response.further_questions.map((question, i) => {
    const type = response.question_types[i] ?? 'free';
    return { question, answer: ANSWER_BY_TYPE[type], question_type: type };
  });

function expectQuestionsWellFormed(response: DiagnosisResponse) {
  expect(response.question_types).toHaveLength(response.further_questions.length);
  for (const q of response.further_questions) expect(q).toContain('?');
  expect(new Set(response.further_questions).size).toBe(response.further_questions.length);
}

// ---------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------
// An app configured from the environment: the fake language model, a rate limit of 3 turns per minute,
// warn-level logs captured.

describe.each(BACKENDS)('AI mechanic with a language model and a rate limit on $name', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  let config: Config;
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const env = {
      JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      DATA_DIR: join(tmpdir(), 'gari-test-unused'),
      AI_BASE_URL: fakeBaseUrl,
      AI_MODEL: 'fake-mechanic-1',
      AI_API_KEY: 'sk-test-key',
      AI_TIMEOUT_MS: '5000',
    };
    const ai = loadConfig(env).ai;
    expect(ai?.llm).toMatchObject({ baseUrl: fakeBaseUrl, model: 'fake-mechanic-1', apiKey: 'sk-test-key' });
    config = testConfig({ ai: { ...ai, rateLimit: { max: 3, timeWindow: 60_000 } }, logLevel: 'warn' });
    database = await backend.open();
    await seed(database.db, { isProduction: false });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ db: database.db, config, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    seen.length = 0;
    logs.length = 0;
  });

  it('falls back to the embedded engine when the language model answers 500, and logs it at warn', async () => {
    fakeMode = 'fail';
    const member = await registerMember(app, { tag: 'ai-llm-fail' });
    const vehicleId = await createVehicle(app, database.db, member);
    const first = diagnosisOf(await ask(app, member, { vehicle_id: vehicleId, symptoms: SYMPTOMS }));
    expect(first.engine).toBe('embedded');
    expect(first.further_questions.length).toBeGreaterThanOrEqual(3);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/v1/chat/completions');
    expect(seen[0]?.auth).toBe('Bearer sk-test-key');
    expect(seen[0]?.body.model).toBe('fake-mechanic-1');
    const warnings = logs.filter((l) => l.msg === LLM_FALLBACK_LOG);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      reason: 'language model answered 500',
      vehicle_id: vehicleId,
    });

    const final = diagnosisOf(
      await ask(app, member, {
        vehicle_id: vehicleId,
        symptoms: SYMPTOMS,
        request_type: 'final_diagnosis',
        answers: answersTo(first),
      }),
    );
    expect(final.engine).toBe('embedded');
    expect(final.diagnosis_id).toEqual(expect.any(Number));
  });

  it("uses the language model's answer when valid, sent with the vehicle's own data in the context", async () => {
    fakeMode = 'echo';
    const member = await registerMember(app, { tag: 'ai-llm-echo' });
    const vehicleId = await createVehicle(app, database.db, member);
    await addRefuel(app, member, vehicleId, {
      date: utcDate(-3),
      odometer_km: 120_500,
      station_name: 'SP Kimihurura',
      location: 'Kigali',
    });
    await addRefuel(app, member, vehicleId, {
      date: utcDate(-1),
      odometer_km: 121_300,
      station_name: 'Engen Remera',
    });

    const first = diagnosisOf(
      await ask(app, member, {
        vehicle_id: vehicleId,
        symptoms: SYMPTOMS,
        context: { transmission: 'Automatic', make: '' },
      }),
    );
    expect(first.engine).toBe('llm');
    expect(first.message).toBe('Answer from the fake model.');
    expect(logs.filter((l) => l.msg === LLM_FALLBACK_LOG)).toEqual([]);
    const vehicle = turnOf(seen[0]?.body ?? {}).vehicle;
    expect(vehicle).toMatchObject({
      year: 2012,
      make: 'Toyota', // blank from the client: the server's value
      model: 'RAV4',
      fuel_type: 'Diesel',
      transmission: 'Automatic', // sent by the client: kept
      mileage: 121_300, // the highest odometer reading is above the stored 120 000 km
      mileage_unit: 'km',
      total_refuels: 2,
      total_distance: 800,
      last_refuel: { date: utcDate(-1), location: 'Engen Remera' },
      country: 'RW',
    });

    const final = diagnosisOf(
      await ask(app, member, {
        vehicle_id: vehicleId,
        symptoms: SYMPTOMS,
        request_type: 'final_diagnosis',
        answers: answersTo(first),
        context: { mileage: 150_000 },
      }),
    );
    expect(final.engine).toBe('llm');
    expect(turnOf(seen[1]?.body ?? {}).vehicle.mileage).toBe(150_000);
    const [row] = await database.db
      .select({ engine: diagnoses.engine })
      .from(diagnoses)
      .where(eq(diagnoses.id, final.diagnosis_id as number));
    expect(row?.engine).toBe('llm');
  });

  it('limits each member to 3 turns per window across both paths: 429 with Retry-After', async () => {
    fakeMode = 'fail';
    const member = await registerMember(app, { tag: 'ai-limited' });
    const vehicleId = await createVehicle(app, database.db, member);
    // A malformed turn is refused before the limiter and does not count.
    expect((await ask(app, member, { vehicle_id: vehicleId, symptoms: '' })).statusCode).toBe(422);
    const paths = ['/api/v1/ai/mechanic', '/api/v1/test/ai/mechanic', '/api/v1/ai/mechanic'];
    for (const path of paths) {
      expect((await ask(app, member, { vehicle_id: vehicleId, symptoms: SYMPTOMS }, path)).statusCode).toBe(
        200,
      );
    }
    for (const path of MECHANIC_PATHS) {
      const limited = await ask(app, member, { vehicle_id: vehicleId, symptoms: SYMPTOMS }, `/api/v1${path}`);
      expect(limited.statusCode, limited.body).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    }
    // Reading stored diagnoses is not limited, and another member still has their own allowance.
    const list = await send(app, `/api/v1/vehicles/${vehicleId}/diagnoses`, {
      token: member.tokens.access_token,
    });
    expect(list.statusCode).toBe(200);
    const other = await registerMember(app, { tag: 'ai-unlimited' });
    const otherVehicle = await createVehicle(app, database.db, other);
    expect((await ask(app, other, { vehicle_id: otherVehicle, symptoms: SYMPTOMS })).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------

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
