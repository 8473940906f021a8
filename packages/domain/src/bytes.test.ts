import { describe, expect, it } from 'vitest';
import { bytesText, megabytes } from './bytes';

describe('byte sizes', () => {
  it('read in megabytes below a gigabyte, in gigabytes from there', () => {
    expect(megabytes(3_565_158)).toBe('3.4');
    expect(bytesText(0)).toBe('0.0 MB');
    expect(bytesText(12_897_484)).toBe('12.3 MB');
    expect(bytesText(1_073_741_823)).toBe('1024.0 MB');
    expect(bytesText(1_288_490_189)).toBe('1.2 GB');
  });
});
