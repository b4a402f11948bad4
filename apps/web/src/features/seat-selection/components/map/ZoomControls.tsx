import { useIntl } from 'react-intl';

interface ZoomControlsProps {
  onZoomIn(): void;
  onZoomOut(): void;
  onReset(): void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

const ICON = {
  in: 'M5 11h6V5h2v6h6v2h-6v6h-2v-6H5z',
  out: 'M5 11h14v2H5z',
  reset: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/** Zoom in, zoom out and reset (spec 2: the seat map has all three). */
export function ZoomControls({ onZoomIn, onZoomOut, onReset, canZoomIn, canZoomOut }: ZoomControlsProps) {
  const intl = useIntl();
  const label = (id: 'seats.zoom.in' | 'seats.zoom.out' | 'seats.zoom.reset') => intl.formatMessage({ id });
  return (
    <div className="zoom-controls" role="group" aria-label={intl.formatMessage({ id: 'seats.zoom.label' })}>
      <button
        type="button"
        className="zoom-controls__button"
        data-testid="zoom-in"
        aria-label={label('seats.zoom.in')}
        title={label('seats.zoom.in')}
        disabled={!canZoomIn}
        onClick={onZoomIn}
      >
        <Icon d={ICON.in} />
      </button>
      <button
        type="button"
        className="zoom-controls__button"
        data-testid="zoom-out"
        aria-label={label('seats.zoom.out')}
        title={label('seats.zoom.out')}
        disabled={!canZoomOut}
        onClick={onZoomOut}
      >
        <Icon d={ICON.out} />
      </button>
      <button
        type="button"
        className="zoom-controls__button"
        data-testid="zoom-reset"
        aria-label={label('seats.zoom.reset')}
        title={label('seats.zoom.reset')}
        onClick={onReset}
      >
        <Icon d={ICON.reset} />
      </button>
    </div>
  );
}
