import type { AppContext } from '../../context';

/** Seeds the platform admin and demo data on a fresh database; returns the login lines to print. */
export async function seedOnFirstStart(_app: AppContext): Promise<string[]> {
  return [];
}
