/** A small seeded PRNG (mulberry32): the demo data comes out the same on every fresh database. */
export interface DemoRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter). */
  some<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    some: (items, count) => {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return chosen;
    },
    chance: (probability) => next() < probability,
  };
}
