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
