import svgCaptcha from 'svg-captcha';

const BACKGROUND = '#f2f6fc';
/** WCAG AA for normal text: the digits must be read, the noise lines may stay pale. */
export const MIN_CONTRAST = 4.5;

/** An arithmetic captcha ("3 + 5 = ?") drawn as an SVG image with noise; the answer is the result. */
export function drawArithmeticCaptcha(): { img: string; answer: string } {
  const c = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    noise: 2,
    background: BACKGROUND,
    width: 111,
    height: 36,
    fontSize: 40,
  });
  // svg-captcha picks random colours that may be pale yellow on the light background: darken each glyph's fill.
  const svg = c.data.replace(
    /<path fill="(#[0-9a-f]{6})"/gi,
    (_m, fill: string) => `<path fill="${readableOn(fill, BACKGROUND)}"`,
  );
  return { img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, answer: c.text };
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour itself when it reads on the background, else the same hue darkened until it does. */
export function readableOn(color: string, background: string): string {
  let rgb = channels(color);
  while (contrastRatio(toHex(rgb), background) < MIN_CONTRAST) rgb = rgb.map((v) => v * 0.9);
  return toHex(rgb);
}
