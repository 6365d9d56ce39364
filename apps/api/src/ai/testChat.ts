/**
 * Helpers of the AI mechanic route suites (issue #4): the seed's Toyota RAV4, a member's vehicle and
 * refuels, one chat turn, the answer parsed with the contract, answers that pass each question type.
 */
import { DiagnosisResponse, type QuestionType } from '@gari/contract/ai';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { makes, models } from '../db/schema';
import { type Member, send } from '../testing/http';

/** An answer that passes the chat's check for each question type (spec §5). */
export const ANSWER_BY_TYPE: Record<QuestionType, string> = {
  location: 'Near the front left wheel',
  timeframe: 'It started last week',
  activity: 'When I brake at low speed',
  yes_no: 'Yes, every time I stop',
  visible_oil: 'No, nothing under the car',
  leak_type: 'A slow drip',
  free: 'It gets louder every day when I stop',
};

/** The symptoms every chat starts with. */
export const SYMPTOMS = 'My brakes squeal loudly and the steering wheel shakes when I stop at traffic lights';

/** The Toyota RAV4 of the seed (make and model ids). */
export async function rav4(db: Database['db']) {
  const [row] = await db
    .select({ makeId: makes.id, modelId: models.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(and(eq(makes.name, 'Toyota'), eq(models.name, 'RAV4')));
  if (!row) throw new Error('Toyota RAV4 not seeded');
  return row;
}

/** Creates a 2012 diesel manual RAV4 with 120 000 km for `member`; returns its id. */
export async function createVehicle(
  app: FastifyInstance,
  db: Database['db'],
  member: Member,
): Promise<number> {
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
export async function addRefuel(
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
export const ask = (
  app: FastifyInstance,
  member: Member | null,
  body: unknown,
  path = '/api/v1/ai/mechanic',
) => send(app, path, { body, ...(member ? { token: member.tokens.access_token } : {}) });

/** Parses a 200 chat answer with the contract schema (fails the test when it does not match). */
export function diagnosisOf(res: LightMyRequestResponse): DiagnosisResponse {
  expect(res.statusCode, res.body).toBe(200);
  return DiagnosisResponse.parse(res.json());
}

/** Answers every question of `response` by its type. */
export const answersTo = (response: DiagnosisResponse) =>
  response.further_questions.map((question, i) => {
    const type = response.question_types[i] ?? 'free';
    return { question, answer: ANSWER_BY_TYPE[type], question_type: type };
  });

/** Every question has a type, ends in '?', and none repeats. */
export function expectQuestionsWellFormed(response: DiagnosisResponse) {
  expect(response.question_types).toHaveLength(response.further_questions.length);
  for (const q of response.further_questions) expect(q).toContain('?');
  expect(new Set(response.further_questions).size).toBe(response.further_questions.length);
}
