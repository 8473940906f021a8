/** What the load bench keeps of each call: latencies, and the failures by status. */

/** A failed call: its HTTP status, or what went wrong on the way (network, timeout). */
export type Failure = number | string;

export interface CallFigures {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Failures by status: non-2xx answers and calls that got none. */
  failures: Map<Failure, number>;
}

/** The value below which `share` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export class CallStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, Map<Failure, number>>();

  /** One call of `name` that took `ms`: a success, or a failure with its status. */
  record(name: string, ms: number, failure?: Failure): void {
    const list = this.latencies.get(name) ?? [];
    list.push(ms);
    this.latencies.set(name, list);
    const failed = this.failures.get(name) ?? new Map<Failure, number>();
    if (failure !== undefined) failed.set(failure, (failed.get(failure) ?? 0) + 1);
    this.failures.set(name, failed);
  }

  /** Every call's figures over a run of `seconds`, in the order the calls were first made. */
  figures(seconds: number): CallFigures[] {
    return [...this.latencies].map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        perSecond: sorted.length / seconds,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1],
        failures: this.failures.get(name) ?? new Map(),
      };
    });
  }
}

/** Failures as `503 × 2, timeout × 1`, or `none`. */
export function describeFailures(failures: Map<Failure, number>): string {
  if (failures.size === 0) return 'none';
  return [...failures].map(([status, count]) => `${status} × ${count}`).join(', ');
}

/** Samples of a figure over the run: its peak, its mean and its last value. */
export class Samples {
  private readonly values: number[] = [];

  add(value: number | null): void {
    if (value !== null && Number.isFinite(value)) this.values.push(value);
  }

  get peak(): number {
    return this.values.length > 0 ? Math.max(...this.values) : Number.NaN;
  }

  get mean(): number {
    return this.values.reduce((sum, v) => sum + v, 0) / this.values.length;
  }

  get last(): number {
    return this.values.at(-1) ?? Number.NaN;
  }
}

/** How often each label was seen, as shares of all sightings. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(label: string | null): void {
    if (label !== null) this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  /** Each label's share in percent, the most seen first. */
  shares(): [string, number][] {
    const total = [...this.counts.values()].reduce((sum, n) => sum + n, 0);
    return [...this.counts].sort((a, b) => b[1] - a[1]).map(([label, n]) => [label, (n / total) * 100]);
  }
}
