import type { AnyEventObject } from 'xstate';

/**
 * Placeholder implementation of an effect actor that the caller must provide (`machine.provide({
 * actors })`). Machines stay free of fetch and DOM (DESIGN "Shape"): a machine run without the real
 * actor fails loudly instead of silently doing nothing.
 *
 * @param machineId id of the machine, for the message ('auth', 'booking', …).
 * @param name the actor's name in `setup({ actors })`.
 * @returns a promise creator that throws `Error('<machineId>: the "<name>" actor is not provided')`.
 */
export const notProvided = (machineId: string, name: string) => (): never => {
  throw new Error(`${machineId}: the "${name}" actor is not provided`);
};

/**
 * The `types` of a flow machine's `setup()`, in one line instead of four: `setup({ types:
 * flowTypes<Context, Event, Input, Emitted>(), … })`. Types only: the value is an empty object.
 */
export const flowTypes = <TContext, TEvent, TInput, TEmitted>() =>
  ({}) as { context: TContext; events: TEvent; input: TInput; emitted: TEmitted };

/**
 * Context update of a done effect actor: its output kept as `context.result`
 * (`actions: assign(outputAsResult)` in an `onDone`; the output is typed by the actor, not here).
 */
export const outputAsResult = ({ event }: { event: AnyEventObject }) => ({ result: event.output });

/**
 * The event a machine emits when an effect actor is done: `{ type, result }` with the actor's output
 * as `result` (`actions: emit(resultEvent('imported'))` in an `onDone`).
 */
export const resultEvent =
  <const TType extends string>(type: TType) =>
  ({ event }: { event: AnyEventObject }) => ({ type, result: event.output });

/**
 * A parameterized guard or action of an `onDone` that takes the done actor's output as its params:
 * `withOutput('setMakes')` is `{ type: 'setMakes', params: ({ event }) => event.output }` (the params'
 * type is the one the guard or action declares in `setup()`).
 */
export const withOutput = <const TType extends string>(type: TType) => ({
  type,
  params: ({ event }: { event: AnyEventObject }) => event.output,
});
