import svgCaptcha from 'svg-captcha';

/** An arithmetic captcha ("3 + 5 = ?") drawn as an SVG image with noise; the answer is the result. */
export function drawArithmeticCaptcha(): { img: string; answer: string } {
  const c = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    noise: 2,
    color: false,
    background: '#f2f6fc',
    width: 111,
    height: 36,
    fontSize: 40,
  });
  return { img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, answer: c.text };
}
