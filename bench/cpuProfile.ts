import type { CDPSession } from '@playwright/test';

/** The page's main-thread CPU profile (CDP Profiler), summed by self time: where a bench run's time went. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

/** Starts sampling; `stop` answers the top entries by self time, per script file and per function. */
export async function profileCpu(cdp: CDPSession): Promise<{ stop: (top?: number) => Promise<string> }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  return {
    stop: async (top = 12) => {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      let total = 0;
      profile.samples.forEach((id, i) => {
        const frame = byId.get(id)?.callFrame;
        const ms = (profile.timeDeltas[i] ?? 0) / 1000;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
        total += ms;
        const name = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}`;
        byFile.set(file(frame.url), (byFile.get(file(frame.url)) ?? 0) + ms);
        byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
      });
      const list = (m: Map<string, number>) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([k, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${k}`)
          .join('\n');
      return `busy ${(total / 1000).toFixed(1)} s on the page's thread\nby file:\n${list(byFile)}\nby function:\n${list(byFunction)}`;
    },
  };
}
