import { type RefObject, useRef } from 'react';

/**
 * The value of the latest render. Map listeners are registered once per map, yet must call the page's current
 * callbacks and read its current data.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
