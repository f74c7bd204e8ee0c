import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// What antd needs from a browser that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
const computedStyle = window.getComputedStyle.bind(window);
// jsdom does not implement pseudo-element styles (antd measures the scrollbar with one).
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
