import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { mapKeyAction, SeatNavigator } from '../utils/keyboard-navigation';
import type { MapSeat, SeatMapModel } from '../utils/seat-layout';
import type { SeatStore } from '../utils/seat-store';
import { ZOOM_STEP } from '../utils/view-transform';
import type { usePanZoom } from './use-pan-zoom';

/**
 * The seat map's keyboard (one composite widget with aria-activedescendant): entering it lands on a held seat or the
 * first free one; arrows move to the nearest seat in that direction as drawn; Home and End go to the row's ends;
 * Enter or Space choose or release; + and - zoom around the active seat, 0 resets. The active seat is kept in view.
 */
export function useSeatMapKeyboard(args: {
  model: SeatMapModel;
  store: SeatStore;
  panZoom: ReturnType<typeof usePanZoom>;
  radius: number;
  onChoose(seat: MapSeat): void;
}) {
  const { model, store, panZoom, radius, onChoose } = args;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const navigator = useMemo(() => new SeatNavigator(model), [model]);
  const active = activeKey ? model.byKey.get(activeKey) : undefined;

  const firstSeat = useCallback((): MapSeat | null => {
    const held = store
      .getSnapshot()
      .held.map((h) => model.byKey.get(h.key))
      .find((s) => s?.reserved);
    return held ?? navigator.firstSeat((s) => store.stateOf(s.key) === 'available');
  }, [model, navigator, store]);

  const focusSeat = (seat: MapSeat) => {
    setActiveKey(seat.key);
    panZoom.reveal({ x: seat.px, y: seat.py }, Math.max(48, radius * 3 * (panZoom.view?.scale ?? 1)));
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const action = mapKeyAction(e);
    if (!action) return;
    e.preventDefault();
    const current = active ?? firstSeat();
    if (!current) return;
    switch (action.kind) {
      case 'move':
        focusSeat(navigator.move(current, action.direction) ?? current);
        break;
      case 'rowStart':
        focusSeat(navigator.rowEnd(current, 'start'));
        break;
      case 'rowEnd':
        focusSeat(navigator.rowEnd(current, 'end'));
        break;
      case 'toggle':
        if (active) onChoose(active);
        else focusSeat(current);
        break;
      case 'zoomIn':
        panZoom.zoomBy(ZOOM_STEP, { x: current.px, y: current.py });
        break;
      case 'zoomOut':
        panZoom.zoomBy(1 / ZOOM_STEP, { x: current.px, y: current.py });
        break;
      case 'zoomReset':
        panZoom.reset();
        break;
    }
  };
  const onFocus = () => {
    if (!activeKey) setActiveKey(firstSeat()?.key ?? null);
  };
  return { active, setActiveKey, onKeyDown, onFocus };
}
