import { useEffect, useState } from 'react';

/** How long typing in a search waits before it asks the server (lists and pick-lists alike). */
export const SEARCH_DEBOUNCE_MS = 400;

/** `value`, once it has stopped changing for `ms`: a request per pause, not per keystroke. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
