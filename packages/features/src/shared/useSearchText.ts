import { useEffect, useRef, useState } from 'react';

/** Waits this long after typing before a list's search goes to the URL and the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box over the search the list applies (`applied`, from the URL): typing
 * commits once it pauses for `delay` ms, `submit` (Enter, clear) at once, and a search changed
 * elsewhere (back button, top-bar search) replaces the text. The spareshop, gas station and convoy
 * lists (through `ListSearchBar` of ./ListControls).
 *
 * @returns `[text, setText, submit]` for a `SearchField`'s `value`, `onChange` and `onSubmit`.
 */
export function useSearchText(
  applied: string,
  commit: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void, (text: string) => void] {
  const [text, setText] = useState(applied);
  const typed = useRef(applied);
  useEffect(() => {
    if (applied !== typed.current) {
      typed.current = applied;
      setText(applied);
    }
  }, [applied]);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    if (text === typed.current) return;
    const timer = setTimeout(() => {
      typed.current = text;
      latest.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  const submit = (value: string) => {
    typed.current = value;
    setText(value);
    latest.current(value);
  };
  return [text, setText, submit];
}
