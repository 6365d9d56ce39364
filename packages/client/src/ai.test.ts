import type { DiagnosisResponse, MechanicRequestInput, StoredDiagnosis } from '@gari/contract/ai';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { createGariClient } from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';

const DEVICE = 'device-test-0001';

const body: MechanicRequestInput = {
  vehicle_id: 7,
  symptoms: 'Grinding noise when I brake',
  context: { year: 2018, make: 'Toyota', model: 'RAV4', country: 'RW', primary_use: 'daily_commute' },
};

const diagnosis: DiagnosisResponse = {
  ai_status: 'available',
  message: 'Thanks. A few quick questions will help me narrow this down.',
  further_questions: ['Where is the noise coming from?'],
  question_types: ['location'],
  suggestions: [],
  diy_actions: [],
  mechanic_required: [],
  cta: '',
  symptoms: ['grinding or scraping'],
  ruled_out: [],
  diagnoses: [
    {
      fault_id: 'brakes.worn_pads',
      condition: 'Worn brake pads',
      likelihood: 0.61,
      severity: 'high',
      safe_to_drive: 'with_caution',
      est_cost: { min: 25000, max: 60000, currency: 'RWF' },
      garage_service: 'Brake Service',
      parts: ['brake pads'],
    },
  ],
  engine: 'embedded',
};

const stored: StoredDiagnosis = {
  id: 41,
  vehicle_id: 7,
  symptoms_text: 'Grinding noise when I brake',
  answers: [{ question: 'Where is the noise coming from?', answer: 'Front left wheel' }],
  result: { ...diagnosis, further_questions: [], question_types: [], diagnosis_id: 41 },
  created_at: '2026-11-05T10:00:00.000Z',
};

function setup(routes: Record<string, Handler | Reply>) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => DEVICE });
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

describe('ai.ask', () => {
  it('POSTs /ai/mechanic with the body and the bearer token, and returns the answer', async () => {
    const { api, fake, onSchemaMismatch } = setup({ 'POST /ai/mechanic': { body: diagnosis } });
    await expect(api.ai.ask(body)).resolves.toEqual(diagnosis);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toEqual(body);
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
    expect(onSchemaMismatch).not.toHaveBeenCalled();
  });

  it('keeps the diagnosis_id of a final diagnosis', async () => {
    const final = { ...diagnosis, further_questions: [], question_types: [], diagnosis_id: 41 };
    const { api, fake } = setup({ 'POST /ai/mechanic': { body: final } });
    const out = await api.ai.ask({ ...body, request_type: 'final_diagnosis', answers: [] });
    expect(out.diagnosis_id).toBe(41);
    expect(fake.calls[0]?.body).toMatchObject({ request_type: 'final_diagnosis', answers: [] });
  });

  it('falls back to POST /test/ai/mechanic when /ai/mechanic is missing (404), spec §7', async () => {
    const { api, fake } = setup({ 'POST /test/ai/mechanic': { body: diagnosis } });
    await expect(api.ai.ask(body)).resolves.toEqual(diagnosis);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /ai/mechanic',
      'POST /test/ai/mechanic',
    ]);
    expect(fake.calls[1]?.body).toEqual(body);
  });

  it('raises the first error when both routes are missing', async () => {
    const { api } = setup({ 'POST /ai/mechanic': { status: 404, body: { message: 'Vehicle not found' } } });
    const error = await api.ai.ask(body).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.message).toBe('Vehicle not found');
  });

  it('does not fall back on other errors and keeps the field errors', async () => {
    const { api, fake } = setup({
      'POST /ai/mechanic': {
        status: 422,
        body: {
          message: 'Please describe your symptoms.',
          errors: { symptoms: ['Please describe your symptoms.'] },
        },
      },
      'POST /test/ai/mechanic': { body: diagnosis },
    });
    const error = await api.ai.ask({ ...body, symptoms: '' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && error.errors).toEqual({ symptoms: ['Please describe your symptoms.'] });
    expect(fake.callsTo('POST /test/ai/mechanic')).toHaveLength(0);
  });

  it("a server error gives the spec's generic message", async () => {
    const { api } = setup({ 'POST /ai/mechanic': { status: 503 } });
    await expect(api.ai.ask(body)).rejects.toThrow('POST /ai/mechanic failed: 503');
  });

  it('reports an answer that does not match the contract', async () => {
    const { api, onSchemaMismatch } = setup({
      'POST /ai/mechanic': { body: { ...diagnosis, question_types: [] } },
    });
    await api.ai.ask(body);
    expect(onSchemaMismatch).toHaveBeenCalledTimes(1);
    expect(onSchemaMismatch.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', path: '/ai/mechanic' });
  });
});

describe('ai.diagnosis and ai.diagnoses', () => {
  it('GETs /ai/diagnoses/{id} and unwraps { data }', async () => {
    const { api, fake } = setup({ 'GET /ai/diagnoses/41': { body: { data: stored } } });
    await expect(api.ai.diagnosis(41)).resolves.toEqual(stored);
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
  });

  it('a missing report is a 404 ApiError', async () => {
    const { api } = setup({
      'GET /ai/diagnoses/9': { status: 404, body: { message: 'Diagnosis not found' } },
    });
    const error = await api.ai.diagnosis(9).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.message).toBe('Diagnosis not found');
  });

  it('GETs /vehicles/{id}/diagnoses as a list', async () => {
    const older = { ...stored, id: 40, created_at: '2026-10-01T10:00:00.000Z' };
    const { api } = setup({ 'GET /vehicles/7/diagnoses': { body: { data: [stored, older] } } });
    const list = await api.ai.diagnoses(7);
    expect(list.map((d) => d.id)).toEqual([41, 40]);
  });

  it('an empty list is []', async () => {
    const { api } = setup({ 'GET /vehicles/7/diagnoses': { body: { data: [] } } });
    await expect(api.ai.diagnoses(7)).resolves.toEqual([]);
  });

  it('a non-list answer fails with the generic message', async () => {
    const { api } = setup({ 'GET /vehicles/7/diagnoses': { body: 'oops' } });
    await expect(api.ai.diagnoses(7)).rejects.toThrow('GET /vehicles/7/diagnoses failed: 200');
  });
});
