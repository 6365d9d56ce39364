import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DiagnosisResponse, type MechanicRequestInput } from '@gari/contract/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { diagnose } from './engine';
import { FAULTS_BY_ID } from './knowledge';
import { createMechanic, llmOptionsFromEnv } from './llm';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const sockets = new Set<Socket>();
const seen: { body: Record<string, unknown>; auth: string | undefined; path: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      seen.push({ body, auth: req.headers.authorization, path: req.url });
      handler(body, req, res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const reply = (res: ServerResponse, content: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};

/** The user message the adapter sent (the turn as JSON). */
const turnOf = (body: Record<string, unknown>) => {
  const messages = body.messages as { role: string; content: string }[];
  return JSON.parse(messages[1]?.content ?? '{}') as {
    turn: string;
    min_questions: number;
    max_questions: number;
    candidates: { fault_id: string }[];
  };
};

/** A well-formed model answer built from the candidates it was given. */
const goodAnswer = (body: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const turn = turnOf(body);
  const questions = [
    'Does it squeal only when braking?',
    'Which wheel is it near?',
    'When did it start?',
  ].slice(0, turn.turn === 'final_diagnosis' ? 0 : Math.max(turn.min_questions, 1));
  return JSON.stringify({
    ai_status: 'available',
    message: 'From the model.',
    further_questions: questions,
    question_types: questions.map((_, i) => (i === 0 ? 'yes_no' : i === 1 ? 'location' : 'timeframe')),
    suggestions: [],
    diy_actions: [],
    mechanic_required: [],
    cta: '',
    symptoms: ['squeal'],
    diagnoses: turn.candidates.slice(0, 2).map((c, i) => ({
      fault_id: c.fault_id,
      likelihood: i === 0 ? 0.7 : 0.2,
      // Invented numbers must never reach the owner.
      est_cost: { min: 1, max: 2, currency: 'USD' },
    })),
    ...extra,
  });
};

const request: MechanicRequestInput = {
  vehicle_id: 7,
  symptoms: 'my brakes squeal and grind when I stop',
  context: { year: 2010, make: 'Toyota', model: 'Vitz', fuel_type: 'Petrol', transmission: 'Automatic' },
};

describe('createMechanic with a language model', () => {
  it('uses a valid model answer, with knowledge-base costs and the embedded safety alert', async () => {
    handler = (body, _req, res) => reply(res, goodAnswer(body));
    const mechanic = createMechanic({
      llm: { baseUrl, model: 'test-model', apiKey: 'k-123', timeoutMs: 2000 },
    });
    expect(mechanic.mode).toBe('llm');
    const r = await mechanic.answer(request);
    expect(r.engine).toBe('llm');
    expect(r.message).toBe('From the model.');
    expect(DiagnosisResponse.safeParse(r).success).toBe(true);
    expect(r.further_questions).toHaveLength(3);
    const first = r.diagnoses[0];
    const fault = FAULTS_BY_ID.get(first?.fault_id ?? '');
    expect(fault).toBeDefined();
    expect(first?.est_cost).toEqual({ min: fault?.est_cost.min, max: fault?.est_cost.max, currency: 'RWF' });
    expect(first?.garage_service).toBe(fault?.garage_service);
    expect(r.safety_alert).toBe(diagnose(request).safety_alert);
    expect(r.safety_alert).toBeDefined();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/v1/chat/completions');
    expect(seen[0]?.auth).toBe('Bearer k-123');
    expect(seen[0]?.body.model).toBe('test-model');
    expect(seen[0]?.body.response_format).toEqual({ type: 'json_object' });
    const turn = turnOf(seen[0]?.body ?? {});
    expect(turn.turn).toBe('first');
    expect(turn.candidates).toHaveLength(8);
    expect(turn.candidates[0]?.fault_id).toBe(diagnose(request).diagnoses[0]?.fault_id);
  });

  it('accepts a final answer wrapped in a code fence', async () => {
    handler = (body, _req, res) => reply(res, `\`\`\`json\n${goodAnswer(body)}\n\`\`\``);
    const r = await createMechanic({ llm: { baseUrl, model: 'm' } }).answer({
      ...request,
      request_type: 'final_diagnosis',
    });
    expect(r.engine).toBe('llm');
    expect(r.further_questions).toEqual([]);
    expect(r.diagnoses.length).toBe(2);
  });

  it("never lists a symptom the member denied, and takes ruled_out from the engine's reading (issue #16)", async () => {
    handler = (body, _req, res) =>
      reply(res, goodAnswer(body, { symptoms: ['squeal', 'Warning light on'], ruled_out: ['squeal'] }));
    const turn: MechanicRequestInput = {
      ...request,
      request_type: 'final_diagnosis',
      answers: [{ question: 'Is a warning light on?', answer: 'No', question_type: 'yes_no' }],
    };
    const r = await createMechanic({ llm: { baseUrl, model: 'm' } }).answer(turn);
    expect(r.engine).toBe('llm');
    expect(r.symptoms).toEqual(['squeal']);
    expect(r.ruled_out).toEqual(diagnose(turn).ruled_out);
    expect(r.ruled_out).toContain('warning light on');
  });

  it.each([
    [
      'invalid JSON',
      (_b: Record<string, unknown>, res: ServerResponse) => reply(res, '{"ai_status": "available", oops'),
    ],
    ['HTTP 500', (_b: Record<string, unknown>, res: ServerResponse) => reply(res, 'server exploded', 500)],
    [
      'a fault the candidates do not hold',
      (b: Record<string, unknown>, res: ServerResponse) =>
        reply(res, goodAnswer(b, { diagnoses: [{ fault_id: 'engine.flux_capacitor', likelihood: 0.9 }] })),
    ],
    [
      'too few questions on the first call',
      (b: Record<string, unknown>, res: ServerResponse) =>
        reply(res, goodAnswer(b, { further_questions: ['Is it loud?'], question_types: ['yes_no'] })),
    ],
    [
      'a schema violation',
      (b: Record<string, unknown>, res: ServerResponse) =>
        reply(res, goodAnswer(b, { ai_status: 'excellent' })),
    ],
  ])('falls back to the embedded engine on %s', async (_name, respond) => {
    handler = (body, _req, res) => respond(body, res);
    const reasons: string[] = [];
    const mechanic = createMechanic({
      llm: { baseUrl, model: 'm', timeoutMs: 2000 },
      onFallback: (r) => reasons.push(r),
    });
    const r = await mechanic.answer(request);
    expect(r).toEqual(diagnose(request));
    expect(r.engine).toBe('embedded');
    expect(reasons).toHaveLength(1);
  });

  it('falls back on timeout', async () => {
    handler = () => {
      // Never answers.
    };
    const reasons: string[] = [];
    const mechanic = createMechanic({
      llm: { baseUrl, model: 'm', timeoutMs: 150 },
      onFallback: (r) => reasons.push(r),
    });
    const started = Date.now();
    const r = await mechanic.answer(request);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r.engine).toBe('embedded');
    expect(r).toEqual(diagnose(request));
    expect(reasons).toEqual(['timeout']);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const r = await createMechanic({
      llm: { baseUrl: 'http://127.0.0.1:1/v1', model: 'm', timeoutMs: 2000 },
    }).answer(request);
    expect(r.engine).toBe('embedded');
  });
});

describe('createMechanic without a language model', () => {
  it('answers with the embedded engine and calls nothing', async () => {
    handler = (body, _req, res) => reply(res, goodAnswer(body));
    const mechanic = createMechanic();
    expect(mechanic.mode).toBe('embedded');
    const r = await mechanic.answer(request);
    expect(r).toEqual(diagnose(request));
    expect(seen).toHaveLength(0);
  });

  it('rejects an invalid request', async () => {
    await expect(createMechanic().answer({ ...request, symptoms: '' })).rejects.toThrow(
      'Please describe your symptoms.',
    );
  });
});

describe('llmOptionsFromEnv', () => {
  it('needs both AI_BASE_URL and AI_MODEL', () => {
    expect(llmOptionsFromEnv({})).toBeUndefined();
    expect(llmOptionsFromEnv({ AI_BASE_URL: 'http://x/v1' })).toBeUndefined();
    expect(
      llmOptionsFromEnv({ AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm', AI_API_KEY: 'k', AI_TIMEOUT_MS: '500' }),
    ).toEqual({
      baseUrl: 'http://x/v1',
      model: 'm',
      apiKey: 'k',
      timeoutMs: 500,
    });
  });
});
