/**
 * User-visible texts as data (issue #7 point 6): machines never hold English. A machine stores a
 * {@link Message} — a key of its feature's catalog with the values to fill in, or a text the server
 * sent (shown as is) — and the feature renders it through its typed `t()` (packages/features/src/<flow>/messages.ts).
 */

/** Values filled into a catalog text (numbers stay numbers so a locale can format them). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A text of the feature's catalog: `key` (typed per machine) and its `values`. */
export interface KeyedMessage<K extends string = string> {
  readonly key: K;
  readonly values?: MessageValues;
  readonly text?: undefined;
}

/** A text the server sent (spec §8 JSON `message` / field errors), shown unchanged. */
export interface ServerMessage {
  readonly text: string;
  readonly key?: undefined;
}

/** What a machine says to the user: a catalog key with values, or the server's own text. */
export type Message<K extends string = string> = KeyedMessage<K> | ServerMessage;

/** `{ key, values }` — a catalog message (values omitted when none). */
export function msg<K extends string>(key: K, values?: MessageValues): KeyedMessage<K> {
  return values === undefined ? { key } : { key, values };
}

/** `{ text }` — a text from the server. */
export const serverText = (text: string): ServerMessage => ({ text });

/** True when `m` is the catalog message `key` (e.g. to tell a local validation message apart). */
export const isMessage = <K extends string>(m: Message<K> | null | undefined, key: K): boolean =>
  m?.key === key;
