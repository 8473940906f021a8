import { useEffect, useState } from 'react';
import { estimateOfflineMap, type OfflineMapEstimate, offlineMapPlan } from '../../core/offlineMaps';

export interface PlanChoice {
  assetId: number;
  bufferMetres: number;
  zooms: { min: number; max: number };
  withLsd: boolean;
}

/**
 * The tiles a choice takes, worked out again (in the download worker) a moment after the choice settles, and when
 * `version` moves (a download ended: more of it is stored). Null while it is worked out or with no choice.
 */
export function useOfflineMapEstimate(
  choice: PlanChoice | null,
  version: unknown,
): { estimate: OfflineMapEstimate | null; error: string | null } {
  const [result, setResult] = useState<{
    key: string;
    estimate: OfflineMapEstimate | null;
    error: string | null;
  }>({
    key: '',
    estimate: null,
    error: null,
  });
  const key = choice ? JSON.stringify(choice) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the choice; version re-runs it
  useEffect(() => {
    if (!choice) return;
    const plan = offlineMapPlan(choice.assetId, choice.bufferMetres, choice.zooms, choice.withLsd);
    if (!plan) return;
    let current = true;
    const timer = setTimeout(() => {
      estimateOfflineMap(plan).then(
        (estimate) => current && setResult({ key, estimate, error: null }),
        (error: unknown) =>
          current &&
          setResult({ key, estimate: null, error: error instanceof Error ? error.message : String(error) }),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, version]);
  return result.key === key ? result : { estimate: null, error: null };
}
