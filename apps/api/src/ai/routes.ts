/**
 * AI mechanic routes under /api/v1 (issue #4; spec §2 AI mechanic / Diagnostic results, §3 Diagnosis
 * response, §4 AI mechanic, §7 `POST /ai/mechanic` and "AI context fields"): one chat turn (and its
 * `/test/ai/mechanic` fallback path), a stored diagnosis, and a vehicle's diagnoses. All need a bearer
 * token; another member's (or an unknown) vehicle or diagnosis is a 404. Money in RWF, distances in km.
 */
import { routes } from '@gari/contract/routes';
import { mechanicDescription } from '@gari/contract/routes/ai';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import { register } from '../http/route';
import { keyedRateLimit } from '../rateLimit';
import { ownedVehicle, utcDate } from '../vehicles/service';
import { createMechanic } from './llm';
import { enrichContext, listDiagnoses, ownedDiagnosis, storeDiagnosis, vehicleAiContext } from './service';

/** Default per-member limit of the chat turns (both paths together): 30 requests per 10 minutes. */
export const AI_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/** Paths of one chat turn: the main one and the spec's fallback path (same handler). */
export const MECHANIC_PATHS = [routes.ai.mechanic.path, routes.ai.mechanicFallback.path] as const;

/** Log message when the language model's answer was not used. */
export const LLM_FALLBACK_LOG = 'AI mechanic: language model answer not used; embedded engine answered';

/**
 * Registers the AI mechanic routes (all behind {@link authenticate}):
 * - `POST /ai/mechanic` and `POST /test/ai/mechanic`: body `MechanicRequest` → `DiagnosisResponse`.
 *   Only the owner of `vehicle_id` may ask (404 'Vehicle not found.' otherwise). The context is
 *   completed with the vehicle's stored data (`enrichContext`: the client's values are kept). The
 *   engine is the configured language model (`config.ai.llm`) with the embedded engine as fallback
 *   (each fallback logged at warn level with its reason), or the embedded engine alone. A
 *   `final_diagnosis` turn is stored in one transaction and answered with `diagnosis_id`.
 *   Errors: 401, 404, 422 naming the fields ('Please describe your symptoms.' on `symptoms`), 429 with
 *   `Retry-After` (seconds) after `config.ai.rateLimit` (default {@link AI_RATE_LIMIT}) well-formed turns
 *   per member, counted across both paths.
 * - `GET /ai/diagnoses/{id}` → `{ data: StoredDiagnosis }` (404 unless the member owns its vehicle).
 * - `GET /vehicles/{id}/diagnoses` → `{ data: StoredDiagnosis[] }`, newest first (404 unless owned).
 */
export async function aiRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', authenticate(ctx));
  const userId = (request: FastifyRequest) => requireAuthState(request).user.id;

  const limit = { ...AI_RATE_LIMIT, ...ctx.config.ai?.rateLimit };
  // One limiter (one store) for both paths, keyed by member: runs as a preHandler, after
  // authentication and validation, so only well-formed turns of a signed-in member count.
  const limitPerMember = keyedRateLimit(
    app,
    limit,
    (request) => `ai-mechanic:${request.auth?.user.id ?? request.ip}`,
  );

  for (const route of [routes.ai.mechanic, routes.ai.mechanicFallback]) {
    register(
      app,
      route,
      {
        preHandler: limitPerMember,
        description: mechanicDescription(limit.max, Math.round(limit.timeWindow / 60_000)),
      },
      async (request) => {
        const body = request.body;
        const uid = userId(request);
        const vehicle = await ownedVehicle(ctx.db, uid, body.vehicle_id);
        const context = enrichContext(body.context, await vehicleAiContext(ctx.db, vehicle));
        const turn = { ...body, context };
        const mechanic = createMechanic({
          llm: ctx.config.ai?.llm ?? null,
          onFallback: (reason) =>
            request.log.warn(
              { reason, vehicle_id: vehicle.id, request_type: body.request_type ?? 'first' },
              LLM_FALLBACK_LOG,
            ),
        });
        const result = await mechanic.answer(turn, { today: utcDate() });
        if (body.request_type !== 'final_diagnosis') return result;
        const stored = await storeDiagnosis(ctx.db, {
          userId: uid,
          vehicleId: vehicle.id,
          request: turn,
          result,
        });
        return { ...result, diagnosis_id: stored.id };
      },
    );
  }

  register(app, routes.ai.diagnosis, {}, async (request) => ({
    data: await ownedDiagnosis(ctx.db, userId(request), request.params.id),
  }));

  register(app, routes.ai.diagnoses, {}, async (request) => {
    const vehicle = await ownedVehicle(ctx.db, userId(request), request.params.id);
    return { data: await listDiagnoses(ctx.db, vehicle.id) };
  });
}
