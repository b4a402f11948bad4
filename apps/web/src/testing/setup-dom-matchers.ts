// Test support: the DOM matchers of Testing Library (toBeInTheDocument, toHaveFocus ...) for the web project's tests.
import '@testing-library/jest-dom/vitest';
