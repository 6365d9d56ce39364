/**
 * AI mechanic routes of the fake backend (spec §3 Diagnosis, §7): the scripted chat turns of
 * `POST /ai/mechanic` (see `FakeAiScript`), stored reports by id and per vehicle. Every turn checks the
 * vehicle's owner (404) and the request (422 with the contract's message).
 */
import { MechanicRequest } from '@gari/contract/ai';
import { AI_FINAL_ANSWER, AI_FIRST_ANSWER, AI_FOLLOW_UP_ANSWER } from '../fixtures/ai';
import { fail, failureResponse, handle } from './handle';
import type { FakeAiReply } from './scenario';
import { zodErrors } from './validation';
import { ownVehicle } from './vehicles';

const isFailure = (r: FakeAiReply): r is Exclude<FakeAiReply, { message: string; ai_status: string }> =>
  'status' in r;

/** Every AI route. */
export const aiRoutes = [
  handle('POST', '/ai/mechanic', (ctx) => {
    const parsed = MechanicRequest.safeParse(ctx.body);
    if (!parsed.success) {
      return fail(
        422,
        parsed.error.issues[0]?.message ?? 'The given data was invalid.',
        zodErrors(parsed.error.issues),
      );
    }
    const request = parsed.data;
    ownVehicle(ctx, request.vehicle_id);
    const { s } = ctx;
    const script = s.options.ai ?? {};
    const reply = (r: FakeAiReply) => (isFailure(r) ? failureResponse(r) : structuredClone(r));
    if (request.request_type === 'final_diagnosis') {
      const result = reply(script.final ?? AI_FINAL_ANSWER);
      if (result instanceof Response) return result;
      const id = s.nextId();
      s.db.diagnoses.push({
        id,
        vehicle_id: request.vehicle_id,
        symptoms_text: request.symptoms,
        answers: (request.answers ?? []).map((a) => ({ ...a })),
        result: { ...result, diagnosis_id: id },
        created_at: s.now().toISOString(),
      });
      return { data: { ...result, diagnosis_id: id } };
    }
    if (request.request_type === 'follow_up_questions') {
      const turns = script.followUps ?? [AI_FOLLOW_UP_ANSWER];
      const done = s
        .callsOf('POST /ai/mechanic')
        .filter(
          (c) => (c.body as { request_type?: string } | undefined)?.request_type === 'follow_up_questions',
        ).length;
      const result = reply(turns[Math.min(done - 1, turns.length - 1)] ?? AI_FOLLOW_UP_ANSWER);
      if (result instanceof Response) return result;
      const max = request.max_questions ?? result.further_questions.length;
      return {
        data: {
          ...result,
          further_questions: result.further_questions.slice(0, max),
          question_types: result.question_types.slice(0, max),
        },
      };
    }
    const first = reply(script.first ?? AI_FIRST_ANSWER);
    return first instanceof Response ? first : { data: first };
  }),
  handle('GET', '/ai/diagnoses/{id}', ({ s, params, requireUser }) => {
    const user = requireUser();
    const found = s.db.diagnoses.find(
      (d) =>
        d.id === Number(params.id) &&
        s.db.vehicles.some((v) => v.id === d.vehicle_id && v.user_id === user.id),
    );
    return found ? { data: structuredClone(found) } : fail(404, 'Diagnosis not found');
  }),
  handle('GET', '/vehicles/{id}/diagnoses', (ctx) => {
    const { id } = ownVehicle(ctx);
    return {
      data: ctx.s.db.diagnoses
        .filter((d) => d.vehicle_id === id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((d) => structuredClone(d)),
    };
  }),
];
