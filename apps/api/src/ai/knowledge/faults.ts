/**
 * The faults of the AI mechanic's knowledge base (issue #4; spec §4 "AI mechanic"), one JSON file per
 * car system in `faults/<system>.json` (issue #7: data kept as data). Each file is an array of `Fault`
 * records (see `types.ts`) checked at load against `faultFileSchema` in `schema.ts`: a mistake fails
 * with the file and the field.
 */
import ac from './faults/ac.json' with { type: 'json' };
import brakes from './faults/brakes.json' with { type: 'json' };
import charging from './faults/charging.json' with { type: 'json' };
import cooling from './faults/cooling.json' with { type: 'json' };
import diesel from './faults/diesel.json' with { type: 'json' };
import electrical from './faults/electrical.json' with { type: 'json' };
import engine from './faults/engine.json' with { type: 'json' };
import exhaust from './faults/exhaust.json' with { type: 'json' };
import fuel from './faults/fuel.json' with { type: 'json' };
import ignition from './faults/ignition.json' with { type: 'json' };
import leaks from './faults/leaks.json' with { type: 'json' };
import starting from './faults/starting.json' with { type: 'json' };
import steering from './faults/steering.json' with { type: 'json' };
import suspension from './faults/suspension.json' with { type: 'json' };
import transmission from './faults/transmission.json' with { type: 'json' };
import tyres from './faults/tyres.json' with { type: 'json' };
import { faultFileSchema, loadKnowledge } from './schema';
import { type Fault, SYSTEMS, type System } from './types';

const FILES: Record<System, unknown> = {
  brakes,
  steering,
  suspension,
  cooling,
  ignition,
  fuel,
  charging,
  starting,
  transmission,
  exhaust,
  ac,
  leaks,
  tyres,
  diesel,
  electrical,
  engine,
};

/** Every fault, in system order (`SYSTEMS`). */
export const FAULTS: readonly Fault[] = SYSTEMS.flatMap((system) =>
  loadKnowledge(`knowledge/faults/${system}.json`, faultFileSchema(system), FILES[system]),
);

/** Faults by id. */
export const FAULTS_BY_ID: ReadonlyMap<string, Fault> = new Map(FAULTS.map((f) => [f.id, f]));
