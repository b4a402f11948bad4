import http from 'node:http';

export interface SseMessage {
  event: string;
  data: string;
}

/** A minimal server-sent events client for tests: collects messages and comments, and waits for the one wanted. */
export interface SseClient {
  status: number;
  contentType: string | undefined;
  messages: SseMessage[];
  comments: string[];
  next(predicate: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  waitFor(check: () => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length > 0) messages.push({ event, data: data.join('\n') });
        }
        for (const w of waiters) w();
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      const waitFor = (check: () => boolean, timeoutMs = 3000) =>
        new Promise<void>((ok, fail) => {
          if (check()) return ok();
          const timer = setTimeout(() => {
            waiters.delete(waiter);
            fail(new Error(`no matching server-sent event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
          }, timeoutMs);
          const waiter = () => {
            if (!check()) return;
            clearTimeout(timer);
            waiters.delete(waiter);
            ok();
          };
          waiters.add(waiter);
        });
      resolve({
        status: res.statusCode ?? 0,
        contentType: res.headers['content-type'],
        messages,
        comments,
        ended,
        waitFor,
        async next(predicate, timeoutMs) {
          let found: SseMessage | undefined;
          await waitFor(() => (found = messages.find(predicate)) !== undefined, timeoutMs);
          return found as SseMessage;
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
