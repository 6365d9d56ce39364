/**
 * AI mechanic routes with a language model (issue #4): the fallback from a failing model (a local
 * `node:http` fake of an OpenAI-compatible API), the model's valid answer with the vehicle's data in
 * its context, and the per-member rate limit across both paths. Runs on every backend of `BACKENDS`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { diagnoses } from '../db/schema';
import { seed } from '../seed/seed';
import { BACKENDS, testConfig } from '../testing/db';
import { registerMember, send } from '../testing/http';
import { utcDate } from '../vehicles/service';
import { LLM_FALLBACK_LOG, MECHANIC_PATHS } from './routes';
import { addRefuel, answersTo, ask, createVehicle, diagnosisOf, SYMPTOMS } from './testChat';

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
