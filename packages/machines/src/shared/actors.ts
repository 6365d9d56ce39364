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
