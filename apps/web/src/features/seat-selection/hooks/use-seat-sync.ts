import type { SeatChange } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getHolds } from '../api/get-holds';
import { getSeatStatus } from '../api/get-seat-status';
import { seatEventsUrl } from '../api/seat-events-url';
import { parseSeatChanges } from '../utils/seat-changes';
import type { SeatStore } from '../utils/seat-store';

export type LiveState = 'connecting' | 'open' | 'reconnecting';

/** A browser's EventSource gives up after an HTTP error; then a new one is opened after this pause. */
const REOPEN_MS = 5000;

interface StatusRead {
  /** Live changes that arrived while the read was on its way: applied again on top of its answer. */
  buffer: SeatChange[];
  clearSelection: boolean;
}

/**
 * Keeps the store in step with the server: the buyer's holds after a reload, seats-statusV2 (the source of truth)
 * at start, after every (re)connection of the live stream and when the stream asks for a resync, and the stream's
 * changes in between, so other buyers' holds, releases and sales show within a second.
 */
export function useSeatSync(store: SeatStore, presentation: { id: number; venueTypeId: number; isReserved: 0 | 1 }, lang: MessageLocale) {
  const { id, venueTypeId, isReserved } = presentation;
  const readRef = useRef<StatusRead | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [live, setLive] = useState<LiveState>('connecting');
  const [opening, setOpening] = useState(0);

  /**
   * Reads seats-statusV2; with clearSelection (the buyer's Refresh) nothing stays selected (spec 4). `beforeApply`
   * runs between the answer and its use (the first read applies the buyer's holds read alongside). True on success.
   */
  const refresh = useCallback(
    async ({
      clearSelection = false,
      beforeApply,
    }: { clearSelection?: boolean; beforeApply?: () => Promise<void> } = {}): Promise<boolean> => {
      const read: StatusRead = { buffer: [], clearSelection: clearSelection || (readRef.current?.clearSelection ?? false) };
      readRef.current = read;
      try {
        const keys = await getSeatStatus({ id, venueTypeId, isReserved });
        await beforeApply?.();
        // A newer read is on its way and will answer for both.
        if (readRef.current !== read) return true;
        readRef.current = null;
        store.setStatus(keys, { clearSelection: read.clearSelection });
        if (read.buffer.length > 0) store.applyChanges(read.buffer);
        setLoadError(null);
        return true;
      } catch (error) {
        if (readRef.current === read) readRef.current = null;
        setLoadError(error);
        return false;
      }
    },
    [id, venueTypeId, isReserved, store],
  );

  useEffect(() => {
    let cancelled = false;
    // Holds and status are read side by side; the holds are applied first, so own seats never flash as free.
    const holds = getHolds(id, lang).catch(() => {
      // The holds only bring back a selection after a reload; without them the buyer starts with none, and the
      // status read reports a failing server.
      return null;
    });
    queueMicrotask(() => {
      void refresh({
        beforeApply: async () => {
          const answer = await holds;
          if (answer && !cancelled) store.replaceHeld(answer.seats, { extended: answer.extended });
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [id, lang, refresh, store]);

  useEffect(() => {
    const source = new EventSource(seatEventsUrl(id));
    let reopen: number | undefined;
    source.addEventListener('ready', () => {
      setLive('open');
      void refresh();
    });
    source.addEventListener('resync', () => void refresh());
    source.addEventListener('seats', (event: MessageEvent<string>) => {
      const changes = parseSeatChanges(event.data, id);
      if (!changes || changes.length === 0) return;
      readRef.current?.buffer.push(...changes);
      store.applyChanges(changes);
    });
    source.addEventListener('error', () => {
      setLive('reconnecting');
      if (source.readyState === EventSource.CLOSED) reopen = window.setTimeout(() => setOpening((n) => n + 1), REOPEN_MS);
    });
    return () => {
      window.clearTimeout(reopen);
      source.close();
    };
  }, [id, opening, refresh, store]);

  return { live, loadError, refresh };
}
