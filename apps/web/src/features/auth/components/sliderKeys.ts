/** Where a key press moves the handle (1 px per arrow, 10 with Shift or Page keys), or null for other keys. */
export function keyedPosition(key: string, shift: boolean, x: number, maxX: number): number | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, number> = {
    ArrowRight: x + step,
    ArrowUp: x + step,
    ArrowLeft: x - step,
    ArrowDown: x - step,
    PageUp: x + 10,
    PageDown: x - 10,
    Home: 0,
    End: maxX,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(maxX, Math.max(0, next));
}
