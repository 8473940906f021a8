import { describe, expect, it } from 'vitest';
import { vegHeightSchema } from './issue';

describe('vegHeightSchema', () => {
  it('takes a number or a numeric string and gives a number', () => {
    expect(vegHeightSchema.parse(1.5)).toBe(1.5);
    expect(vegHeightSchema.parse('1.5')).toBe(1.5);
    expect(vegHeightSchema.parse(' 12 ')).toBe(12);
    expect(vegHeightSchema.parse(null)).toBeNull();
  });

  it('refuses text that is not a number, and heights out of range', () => {
    for (const bad of ['', 'tall', '1,5', '-1', '1e3', '21', 21, -0.5, true]) {
      expect(vegHeightSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(vegHeightSchema.safeParse('tall').error?.issues[0]?.message).toBe(
      'Expected a number of metres, such as 1.5',
    );
  });
});
