import { describe, expect, it } from 'vitest';
import { drawArithmeticCaptcha } from './captcha';

const PREFIX = 'data:image/svg+xml;base64,';
const svgOf = (img: string) => Buffer.from(img.slice(PREFIX.length), 'base64').toString('utf8');

// Drawn inside each test, so mutation testing sees which test ran the code.
const drawMany = () => Array.from({ length: 80 }, () => drawArithmeticCaptcha());

describe('captcha: the arithmetic image', () => {
  it('is an SVG data URL, 111 x 36, on the light background, with two noise lines', () => {
    for (const { img } of drawMany()) {
      expect(img.startsWith(PREFIX)).toBe(true);
      expect(img.slice(PREFIX.length)).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const svg = svgOf(img);
      expect(
        svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="111" height="36" viewBox="0,0,111,36">'),
      ).toBe(true);
      expect(svg).toContain('<rect width="100%" height="100%" fill="#f2f6fc"/>');
      expect(svg.match(/fill="none"/g)).toHaveLength(2);
    }
  });

  it('asks for a sum or a difference of two numbers from 1 to 9, answered by its result', () => {
    const answers = drawMany().map((d) => d.answer);
    for (const a of answers) expect(a).toMatch(/^-?\d{1,2}$/);
    const values = answers.map(Number);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(-8);
    expect(Math.max(...values)).toBeLessThanOrEqual(18);
    // Both operators appear: only a difference goes below 2, only a sum above 8 (80 draws miss either ~never).
    expect(values.some((v) => v < 2)).toBe(true);
    expect(values.some((v) => v > 8)).toBe(true);
  });

  it('draws a fresh expression each time', () => {
    const draws = drawMany();
    expect(new Set(draws.map((d) => d.img)).size).toBe(draws.length);
  });
});
