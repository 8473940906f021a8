import { API_PREFIX, type CallName, contract } from '@verge/domain';

/** The address of a contract call on the server at `base`, its input (if any) in the `obj` query parameter. */
export function callUrl(base: string, name: CallName, input?: unknown): string {
  const query = input === undefined ? '' : `?obj=${encodeURIComponent(JSON.stringify(input))}`;
  return `${base}${API_PREFIX}${contract[name].path}${query}`;
}
