/**
 * Every reachable state of every machine in @gari/machines has a story (DESIGN "Quality bars").
 * Machines are found by globbing `packages/machines/src/<id>/index.ts`; stories declare the state they
 * render with `parameters: { machine: { id, state } }` (story or meta level).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { reachableStates } from './reachableStates';

const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/src/*/index.ts', {
  eager: true,
});
const storyModules = import.meta.glob<Record<string, unknown>>('../**/*.stories.tsx', { eager: true });

type MachineParam = { id: string; state: string };
const isMachine = (x: unknown): x is AnyStateMachine =>
  typeof x === 'object' && x !== null && 'root' in x && 'config' in x && 'provide' in x;
const machineParam = (x: unknown): MachineParam | undefined => {
  const p = (x as { parameters?: { machine?: MachineParam } } | undefined)?.parameters?.machine;
  return p && typeof p.id === 'string' && typeof p.state === 'string' ? p : undefined;
};

const machines = new Map<string, AnyStateMachine>();
for (const mod of Object.values(machineModules)) {
  for (const value of Object.values(mod)) if (isMachine(value)) machines.set(value.id, value);
}

const covered = new Set<string>();
for (const mod of Object.values(storyModules)) {
  const metaParam = machineParam(mod.default);
  for (const [name, story] of Object.entries(mod)) {
    if (name === 'default') continue;
    const p = machineParam(story) ?? metaParam;
    if (p) covered.add(`${p.id}:${p.state}`);
  }
}

describe('state coverage', () => {
  it('finds the machines and the stories', () => {
    expect(machines.size).toBeGreaterThanOrEqual(4);
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  for (const [id, machine] of machines) {
    it(`every reachable state of "${id}" has a story`, () => {
      const states = reachableStates(machine);
      expect(states.length).toBeGreaterThan(0);
      const missing = states.filter((s) => !covered.has(`${id}:${s}`));
      expect(missing, `states of "${id}" without a story`).toEqual([]);
    });
  }

  it('every declared story state exists in its machine', () => {
    const unknown = [...covered].filter((key) => {
      const [id, state] = key.split(':') as [string, string];
      const machine = machines.get(id);
      return !machine || !reachableStates(machine).includes(state);
    });
    expect(unknown).toEqual([]);
  });
});
