import type { MapSeat, SeatMapModel } from './seat-layout';
import { SpatialIndex, type Direction } from './spatial-index';

export type MapKeyAction =
  | { kind: 'move'; direction: Direction }
  | { kind: 'rowStart' }
  | { kind: 'rowEnd' }
  | { kind: 'toggle' }
  | { kind: 'zoomIn' }
  | { kind: 'zoomOut' }
  | { kind: 'zoomReset' };

const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * The seat map's keyboard model. Arrows follow the drawing, which is never mirrored, so ArrowLeft goes left on
 * the plan in Hebrew too; Home and End go to the left and right ends of the row; Enter and Space choose or
 * release; + and - zoom, 0 resets. Keys with Ctrl, Cmd or Alt are left to the browser (its own zoom, shortcuts).
 */
export function mapKeyAction(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): MapKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const direction = ARROWS[event.key];
  if (direction) return { kind: 'move', direction };
  switch (event.key) {
    case 'Home':
      return { kind: 'rowStart' };
    case 'End':
      return { kind: 'rowEnd' };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { kind: 'toggle' };
    case '+':
    case '=':
    case 'Add':
      return { kind: 'zoomIn' };
    case '-':
    case '_':
    case 'Subtract':
      return { kind: 'zoomOut' };
    case '0':
      return { kind: 'zoomReset' };
    default:
      return null;
  }
}

/** Keyboard movement over the seats drawn on the map (reserved seating only: general admission has no seat to pick). */
export class SeatNavigator {
  private readonly index: SpatialIndex<MapSeat>;

  constructor(private readonly model: SeatMapModel) {
    this.index = new SpatialIndex(
      model.seats.filter((s) => s.reserved),
      model.unit * 2,
    );
  }

  /** The nearest drawn seat in that direction, or null at the edge. */
  move(from: MapSeat, direction: Direction): MapSeat | null {
    return this.index.nearestInDirection(from, direction);
  }

  /** The leftmost (start) or rightmost (end) seat of the seat's row as drawn. */
  rowEnd(from: MapSeat, end: 'start' | 'end'): MapSeat {
    const row = this.model.rowOf.get(from.key);
    if (!row) return from;
    const seats = row.seats.filter((s) => s.reserved);
    return (end === 'start' ? seats[0] : seats.at(-1)) ?? from;
  }

  /** Where focus lands first: the given seat when there is one, else the seat nearest the front centre that passes `prefer`. */
  firstSeat(prefer: (seat: MapSeat) => boolean): MapSeat | null {
    const { screen, unit } = this.model;
    const x = screen.x + screen.width / 2;
    const y = screen.y + unit * 2;
    return this.index.nearestTo(x, y, prefer) ?? this.index.nearestTo(x, y);
  }
}
