import { describe, expect, it } from 'vitest';
import { contrastRatio, drawArithmeticCaptcha, MIN_CONTRAST, readableOn } from './captcha';

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

  it('draws every glyph dark enough to read on the background (WCAG AA, 4.5:1)', () => {
    for (const { img } of drawMany()) {
      const fills = [...svgOf(img).matchAll(/<path fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]!);
      expect(fills.length).toBe(3); // "a", the operator, "b"
      for (const fill of fills) expect(contrastRatio(fill, '#f2f6fc')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('measures contrast as WCAG does and darkens only what is too pale', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(readableOn('#1a1a1a', '#f2f6fc')).toBe('#1a1a1a');
    const pale = '#ebcc6f'; // the pale yellow that was seen
    expect(contrastRatio(pale, '#f2f6fc')).toBeLessThan(2);
    const fixed = readableOn(pale, '#f2f6fc');
    expect(contrastRatio(fixed, '#f2f6fc')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(fixed, '#f2f6fc')).toBeLessThan(6); // darkened no further than needed
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(fixed.slice(i, i + 2), 16));
    expect(r! > g! && g! > b!).toBe(true); // still a yellow-brown, not grey
  });

  it('draws a fresh expression each time', () => {
    const draws = drawMany();
    expect(new Set(draws.map((d) => d.img)).size).toBe(draws.length);
  });
});
