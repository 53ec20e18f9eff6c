import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// Before jsdom is torn down at the end of a file: close antd's own toast roots (the static message and notification
// render outside the tested tree, with timers of their own) and let React's scheduler run what it has queued, so no
// render runs after \`window\` is gone ("ReferenceError: window is not defined" from performWorkUntilDeadline).
afterAll(async () => {
  const [{ default: message }, { default: notification }] = await Promise.all([import('antd/es/message'), import('antd/es/notification')]);
  message.destroy();
  notification.destroy();
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 20));
});

// jsdom lacks these; antd's responsive and virtual components read them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
