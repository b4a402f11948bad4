import { describe, expect, it } from 'vitest';
import { testPresentation as p } from '../../../lib/presentation/test-presentation';
import { bookabilityOf } from './bookability';

describe('bookabilityOf', () => {
  it('books a presentation on sale at an online branch', () => {
    expect(bookabilityOf(p())).toEqual({ kind: 'bookable' });
  });

  it('says when the sale begins before it has', () => {
    expect(bookabilityOf(p({ ticketingState: 'not-started', ticketSaleStart: '2026-11-25T08:00:00.000Z' }))).toEqual({
      kind: 'saleNotStarted',
      saleStartsAt: '2026-11-25T08:00:00.000Z',
    });
  });

  it('sends the buyer to the box office of an offline branch, whatever the sale window', () => {
    expect(bookabilityOf(p({ isOffline: true }))).toEqual({ kind: 'offline' });
    expect(bookabilityOf(p({ isOffline: true, ticketingState: 'not-started' }))).toEqual({ kind: 'offline' });
  });
});
