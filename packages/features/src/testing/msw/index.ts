/**
 * The fake backend of stories and browser tests: `createScenario()` (store, msw handlers, real client),
 * `handle()` to declare routes, and the story helpers `withScenario()` / `scenarioOf()`.
 */
export { type FakeFailure, fail, HttpFailure, handle, type RouteKey } from './handle';
export { ALL_ROUTES } from './routes';
export {
  createScenario,
  type FakeAiReply,
  type FakeAiScript,
  type FakeCall,
  type FakeDb,
  type FakeMail,
  type FakeUser,
  type Scenario,
  type ScenarioOptions,
} from './scenario';

import { createScenario, type Scenario, type ScenarioOptions } from './scenario';

/**
 * Story `loaders` that create a fresh scenario per render (`loaded.scenario`): a story file just
 * declares its scenario, e.g. `loaders: withScenario({ signedInAs: DEMO_USER.email })`. `setup` may
 * change the store or sign in before the story renders.
 */
export function withScenario(
  options: ScenarioOptions = {},
  setup?: (s: Scenario) => void | Promise<void>,
): [() => Promise<{ scenario: Scenario }>] {
  return [
    async () => {
      const scenario = createScenario(options);
      await setup?.(scenario);
      return { scenario };
    },
  ];
}

/** The scenario a {@link withScenario} loader made (from a story's `loaded`). */
export function scenarioOf(loaded: Record<string, unknown>): Scenario {
  const s = loaded.scenario as Scenario | undefined;
  if (!s) throw new Error('scenarioOf: the story has no withScenario() loader');
  return s;
}
