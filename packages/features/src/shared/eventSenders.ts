/** The `type`s of the events of `E` that carry nothing but their type (e.g. 'RETRY', 'NEW_CHAT'). */
export type BareEventType<E extends { type: string }> = E extends unknown
  ? Exclude<keyof E, 'type'> extends never
    ? E['type']
    : never
  : never;

/**
 * The callbacks of a flow hook that each send one event with no payload: `{ retry: 'RETRY' }` →
 * `{ retry: () => send({ type: 'RETRY' }) }`. Only the machine's payload-free event types are accepted.
 *
 * @param send the machine actor's `send`
 * @param types the callback names and the event type each sends
 */
export function eventSenders<E extends { type: string }, K extends string>(
  send: (event: E) => void,
  types: Record<K, BareEventType<E>>,
): Record<K, () => void> {
  const senders = {} as Record<K, () => void>;
  for (const name of Object.keys(types) as K[]) {
    // A bare type's event is `{ type }` itself (see BareEventType).
    const event: { type: string } = { type: types[name] };
    senders[name] = () => send(event as E);
  }
  return senders;
}
