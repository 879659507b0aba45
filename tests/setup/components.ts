import { afterEach } from 'vitest';

// Component tests (*.test.tsx, in happy-dom) unmount what they rendered after each test; Testing
// Library only does it by itself when the test globals are on, which they are not here.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
