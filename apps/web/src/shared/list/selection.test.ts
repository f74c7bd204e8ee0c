import { describe, expect, it } from 'vitest';
import { limitSelection, MAX_SELECTION } from './selection';

describe('limitSelection', () => {
  it('lets up to the limit through untouched', () => {
    expect(limitSelection([], [1, 2, 3], 3)).toEqual({ keys: [1, 2, 3], truncated: false });
  });

  it('keeps what was selected, then the new keys, up to the limit', () => {
    expect(limitSelection([9, 8], [1, 2, 8, 9, 3], 3)).toEqual({ keys: [9, 8, 1], truncated: true });
    const many = Array.from({ length: 600 }, (_, i) => i);
    expect(limitSelection([], many).keys).toHaveLength(MAX_SELECTION);
    expect(MAX_SELECTION).toBe(500);
  });
});
