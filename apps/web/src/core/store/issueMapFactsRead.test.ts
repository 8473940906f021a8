import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADED_FACTS_MS, preloadIssueMapFacts, takePreloadedMapFacts } from './issueMapFactsRead';

describe('preloaded issue map facts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    takePreloadedMapFacts(-1);
  });

  it("hands the page its asset's preloaded read once", async () => {
    preloadIssueMapFacts(7);
    const read = takePreloadedMapFacts(7);
    expect(read).not.toBeNull();
    expect(await read).toEqual({ facts: null, lost: false });
    expect(takePreloadedMapFacts(7)).toBeNull();
  });

  it("does not hand over another asset's read, nor one older than PRELOADED_FACTS_MS", () => {
    preloadIssueMapFacts(7);
    expect(takePreloadedMapFacts(8)).toBeNull();
    const start = performance.now();
    preloadIssueMapFacts(7);
    vi.spyOn(performance, 'now').mockReturnValue(start + PRELOADED_FACTS_MS + 1);
    expect(takePreloadedMapFacts(7)).toBeNull();
  });
});
