// Test support for the account sections' component tests (never imported by the app).
import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with a handler per "METHOD /path" (the query string left out); records every call. */
export function stubAccountServer(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://kupa.test');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: url.pathname, body });
      const route = routes[`${method} ${url.pathname}`];
      if (!route) return Response.json({ error: { error: 'NOT_FOUND', message: 'not found' } }, { status: 404 });
      const answer = route(body);
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** jsdom has no modal dialogs: open and close just set the attribute the tests look for. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
