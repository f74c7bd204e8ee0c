import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as React from 'react';

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
// Computed styles are the element's own inline style. jsdom's getComputedStyle cascades every stylesheet on each call,
// and antd's CSS-in-JS injects hundreds: the real one made the component tests three times slower (PlaceOrderPage
// 97 s, 27 s with this). jsdom lays nothing out, so the sheets only ever answered antd's hidden classes; every test
// passes the same without them.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

// What waitFor and findBy wait by default: their one second ran out for a form's save (antd validates asynchronously)
// when the machine was busy (MenuPage.test.tsx failed so once in CI beside other work). The expectations are the same.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// React's development build captures an Error (a stack of 10 frames) for every element it creates, to print owner
// stacks in its warnings; across antd's trees that was a tenth of the component tests' CPU. React stops capturing once
// its counter passes 10,000 (it resets the counter on each render), so the counter is held there: warnings still
// print, without owner stacks.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e9, set: () => undefined });
