/**
 * `createAiClient(core)`: the AI mechanic (spec §2 AI mechanic / Diagnostic results, §7
 * `POST /ai/mechanic`). `ask` falls back to `POST /test/ai/mechanic` when the route is missing (§7); if
 * that is missing too, the first error is raised (so a 'Vehicle not found' 404 stays what it is).
 */
import { aiPaths as p } from '@gari/contract/paths';
import { type Core, list, one, whole, withFallback } from './core';
import { withDerived } from './derive';
import type { AiClient, GariApi } from './types';

/** AI routes the methods call under other names, so not derived: the two paths `ask` calls. */
export const AI_COVERED = ['mechanic', 'mechanicFallback'] as const;

/** Creates the AI mechanic part over `core`. */
export function createAiClient(core: Core): GariApi['ai'] {
  const methods: AiClient = {
    ask: (body) =>
      withFallback(
        () => core.call(p.mechanic, { ...one, body }),
        () => core.call(p.mechanicFallback, { ...one, body }),
      ),
    diagnosis: (id) => core.call(p.diagnosis, { ...one, params: { id } }),
    diagnoses: (vehicleId) => core.call(p.diagnoses, { ...list, params: { id: vehicleId } }),
    garages: (diagnosisId, position) =>
      core.call(p.garages, {
        ...whole,
        params: { id: diagnosisId },
        ...(position ? { query: position } : {}),
      }),
  };
  return withDerived(core, p, methods, AI_COVERED);
}
