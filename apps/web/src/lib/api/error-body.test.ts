import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('readErrorBody', () => {
  it('reads a catalogue error with details', () => {
    expect(readErrorBody({ error: { error: 'TICKETING_NOT_STARTED', message: 'm', details: { date: '2026-12-01', x: {} } } })).toEqual({
      error: 'TICKETING_NOT_STARTED',
      message: 'm',
      details: { date: '2026-12-01' },
    });
  });

  it('ignores bodies that are not Kupa errors', () => {
    expect(readErrorBody({ presentation: {} })).toBeNull();
    expect(readErrorBody({ error: 'Not Found' })).toBeNull();
    expect(readErrorBody({ error: { error: 'MADE_UP' } })).toBeNull();
    expect(readErrorBody(null)).toBeNull();
  });
});
