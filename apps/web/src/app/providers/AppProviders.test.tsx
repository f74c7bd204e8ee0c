import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

/** A system setting for reduced motion that the test can flip, as a person would in their settings. */
function fakeReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' ? matches : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
    restore: () => (window.matchMedia = original),
  };
}

/** Renders the app's providers around a reader of antd's motion token; answers what it shows. */
function renderMotion() {
  function Motion() {
    return <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
  }
  render(
    <AppProviders>
      <Motion />
    </AppProviders>,
  );
  return () => screen.getByTestId('motion').textContent;
}

describe('AppProviders', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("turns antd's motion off while the system asks for reduced motion, and back on when it stops", () => {
    const setting = fakeReducedMotion(true);
    restore = setting.restore;
    const motion = renderMotion();
    expect(motion()).toBe('false');
    act(() => setting.set(false));
    expect(motion()).toBe('true');
  });

  it('keeps the motion when nothing asks for less', () => {
    const setting = fakeReducedMotion(false);
    restore = setting.restore;
    expect(renderMotion()()).toBe('true');
  });
});
