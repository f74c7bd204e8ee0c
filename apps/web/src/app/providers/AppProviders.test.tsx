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

function Motion() {
  return <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
}

describe('AppProviders', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("turns antd's motion off while the system asks for reduced motion, and back on when it stops", () => {
    const setting = fakeReducedMotion(true);
    restore = setting.restore;
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    act(() => setting.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });

  it('keeps the motion when nothing asks for less', () => {
    const setting = fakeReducedMotion(false);
    restore = setting.restore;
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });
});
