import { memo, useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePanZoom } from '../../hooks/use-pan-zoom';
import { useSeatMapKeyboard } from '../../hooks/use-seat-map-keyboard';
import { useSeatPainter } from '../../hooks/use-seat-painter';
import type { MapSeat, SeatMapModel } from '../../utils/seat-layout';
import { seatRadius } from '../../utils/seat-shapes';
import type { SeatStore } from '../../utils/seat-store';
import { numbersVisible, ZOOM_STEP } from '../../utils/view-transform';
import { PlanDecorations } from './PlanDecorations';
import { SeatNumbers } from './SeatNumbers';
import { seatElementId, type SeatNamer } from './seat-painter';
import { ZoomControls } from './ZoomControls';
import '../seat-selection.css';

interface SeatMapProps {
  model: SeatMapModel;
  store: SeatStore;
  venueName: string;
  namer: SeatNamer;
  onChoose(seat: MapSeat): void;
}

/**
 * The seat map: one composite widget (an SVG listbox with aria-activedescendant). Tab enters it; arrows move to the
 * nearest seat in that direction as drawn; Enter or Space choose or release; Home and End go to the row's ends;
 * + and - zoom. The drawing is left to right in every language (dir="ltr"): the hall is never mirrored.
 */
export const SeatMap = memo(function SeatMap({ model, store, venueName, namer, onChoose }: SeatMapProps) {
  const intl = useIntl();
  const prefix = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const seatsRef = useRef<SVGGElement>(null);
  const [tooltip, setTooltip] = useState<{ text: string; x: number; y: number } | null>(null);
  const panZoom = usePanZoom(viewportRef, svgRef, model.box, model.unit);
  const r = seatRadius(model.unit);
  const numbered = panZoom.view !== null && numbersVisible(panZoom.view.scale, r);
  useSeatPainter(seatsRef, model, store, prefix, namer, numbered);

  const { view, limits } = panZoom;
  const canZoomIn = view !== null && limits !== null && view.scale < limits.max * 0.999;
  const canZoomOut = view !== null && limits !== null && view.scale > limits.min * 1.001;

  const keyboard = useSeatMapKeyboard({ model, store, panZoom, radius: r, onChoose });
  const { active } = keyboard;

  const seatOf = (target: EventTarget): { seat: MapSeat; element: Element } | null => {
    const element = target instanceof Element ? target.closest('[data-seat-key]') : null;
    const seat = element ? model.byKey.get(element.getAttribute('data-seat-key') ?? '') : undefined;
    return element && seat ? { seat, element } : null;
  };

  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    if (panZoom.wasDrag()) return;
    const hit = seatOf(e.target);
    if (!hit) return;
    keyboard.setActiveKey(hit.seat.key);
    onChoose(hit.seat);
  };

  const onPointerOver = (e: PointerEvent<SVGSVGElement>) => {
    const hit = e.pointerType === 'mouse' ? seatOf(e.target) : null;
    const viewport = viewportRef.current;
    if (!hit || !viewport) {
      setTooltip(null);
      return;
    }
    const box = viewport.getBoundingClientRect();
    const seatBox = hit.element.getBoundingClientRect();
    setTooltip({
      text: hit.element.getAttribute('aria-label') ?? '',
      x: seatBox.left + seatBox.width / 2 - box.left,
      y: seatBox.top - box.top,
    });
  };

  const instructionsId = `${prefix}-instructions`;
  const { box } = model;
  return (
    <div className="seat-map" data-testid="seat-map">
      <div className="seat-map__toolbar">
        <ZoomControls
          canZoomIn={canZoomIn}
          canZoomOut={canZoomOut}
          onZoomIn={() => panZoom.zoomBy(ZOOM_STEP)}
          onZoomOut={() => panZoom.zoomBy(1 / ZOOM_STEP)}
          onReset={panZoom.reset}
        />
        <p className="seat-map__hint">
          <FormattedMessage id="seats.map.hint" />
        </p>
      </div>
      <div
        className="seat-map__viewport"
        ref={viewportRef}
        dir="ltr"
        // As tall as the hall drawn across the full width, within the limits of the stylesheet.
        style={{ aspectRatio: `${Math.round(box.width)} / ${Math.round(box.height)}` }}
        onPointerLeave={() => setTooltip(null)}
      >
        <svg
          ref={svgRef}
          className="seat-map__drawing"
          data-testid="seat-map-svg"
          width={box.width}
          height={box.height}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          role="listbox"
          aria-multiselectable="true"
          aria-label={intl.formatMessage({ id: 'seats.map.label' }, { venue: venueName })}
          aria-describedby={instructionsId}
          aria-activedescendant={active ? seatElementId(prefix, active.key) : undefined}
          tabIndex={0}
          onKeyDown={keyboard.onKeyDown}
          onClick={onClick}
          onFocus={keyboard.onFocus}
          onPointerOver={onPointerOver}
        >
          <PlanDecorations model={model} />
          <g ref={seatsRef} className="seat-map__seats" />
          {numbered && view && <SeatNumbers model={model} store={store} view={view} size={panZoom.size} />}
          {active && (
            <circle
              className="seat-map__focus"
              aria-hidden="true"
              cx={active.px}
              cy={active.py}
              r={r * 1.55}
              strokeWidth={Math.max(r * 0.28, 2.5 / (view?.scale ?? 1))}
            />
          )}
        </svg>
        {tooltip && (
          <div className="seat-map__tooltip" aria-hidden="true" style={{ insetInlineStart: tooltip.x, insetBlockStart: tooltip.y }}>
            {tooltip.text}
          </div>
        )}
      </div>
      <p id={instructionsId} className="visually-hidden">
        <FormattedMessage id="seats.map.instructions" />
      </p>
    </div>
  );
});
