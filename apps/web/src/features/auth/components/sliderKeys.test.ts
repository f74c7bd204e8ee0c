import { describe, expect, it } from 'vitest';
import { keyedPosition } from './sliderKeys';

describe('slider keys', () => {
  it('moves 1 px per arrow press, 10 with Shift or the Page keys', () => {
    expect(keyedPosition('ArrowRight', false, 0, 266)).toBe(1);
    expect(keyedPosition('ArrowUp', false, 5, 266)).toBe(6);
    expect(keyedPosition('ArrowRight', true, 0, 266)).toBe(10);
    expect(keyedPosition('ArrowLeft', false, 5, 266)).toBe(4);
    expect(keyedPosition('ArrowDown', true, 25, 266)).toBe(15);
    expect(keyedPosition('PageUp', false, 25, 266)).toBe(35);
    expect(keyedPosition('PageDown', false, 25, 266)).toBe(15);
  });

  it('goes to either end with Home and End, and never past them', () => {
    expect(keyedPosition('Home', false, 120, 266)).toBe(0);
    expect(keyedPosition('End', false, 0, 266)).toBe(266);
    expect(keyedPosition('ArrowLeft', true, 3, 266)).toBe(0);
    expect(keyedPosition('ArrowRight', true, 260, 266)).toBe(266);
  });

  it('thirty presses of the right arrow move the handle 30 px', () => {
    let x = 0;
    for (let i = 0; i < 30; i++) x = keyedPosition('ArrowRight', false, x, 266) ?? x;
    expect(x).toBe(30);
  });

  it('ignores other keys', () => {
    expect(keyedPosition('a', false, 10, 266)).toBeNull();
    expect(keyedPosition('Tab', false, 10, 266)).toBeNull();
  });
});
