import { describe, expect, it } from 'vitest';
import { parseSeatChanges } from './seat-changes';

describe('parseSeatChanges', () => {
  it('reads the changes of a seats event of this presentation', () => {
    const data = JSON.stringify({
      presentationId: 7,
      changes: [
        { seat: '1_2_3', state: 'locked' },
        { seat: '1_2_4', state: 'released' },
      ],
      at: '2026-11-22T10:00:00Z',
    });
    expect(parseSeatChanges(data, 7)).toEqual([
      { seat: '1_2_3', state: 'locked' },
      { seat: '1_2_4', state: 'released' },
    ]);
  });

  it('ignores other presentations, broken data and unknown states', () => {
    expect(parseSeatChanges(JSON.stringify({ presentationId: 8, changes: [] }), 7)).toBeNull();
    expect(parseSeatChanges('not json', 7)).toBeNull();
    expect(parseSeatChanges('{}', 7)).toBeNull();
    expect(
      parseSeatChanges(
        JSON.stringify({ presentationId: 7, changes: [{ seat: '1_1_1', state: 'melted' }, null, { seat: 3, state: 'sold' }] }),
        7,
      ),
    ).toEqual([]);
  });
});
