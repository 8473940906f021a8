import { type QueueFacts, useSyncState } from '../core/sync';
import { useOnline } from './useOnline';

/** What a queued change's state is read against (core `queuedState`): the connection and the sync engine, live. */
export function useQueueFacts(): QueueFacts {
  const online = useOnline();
  const sync = useSyncState();
  return { online, sendingSeq: sync.progress?.sendingSeq ?? null, needsLogin: sync.needsLogin };
}
