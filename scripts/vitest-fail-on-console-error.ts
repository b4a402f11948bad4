import { afterEach, vi } from 'vitest';

// A test that logs console.error fails: errors must be asserted, not printed and forgotten.
const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  if (calls.length > 0) {
    const first = calls[0];
    calls.length = 0;
    vi.restoreAllMocks();
    throw new Error(`console.error was called during the test: ${String(first?.[0])}`);
  }
});
