import { FormattedMessage, useIntl } from 'react-intl';

export type SeatView = 'map' | 'list';

/** Switches between the map and the list picker (for people who cannot use the map). */
export function SeatViewSwitch({ value, onChange }: { value: SeatView; onChange(view: SeatView): void }) {
  const intl = useIntl();
  return (
    <div
      className="seat-view-switch"
      role="group"
      aria-label={intl.formatMessage({ id: 'seats.view.label' })}
      data-testid="seat-view-toggle"
    >
      <button
        type="button"
        className="seat-view-switch__button"
        aria-pressed={value === 'map'}
        data-testid="seat-view-map"
        onClick={() => onChange('map')}
      >
        <FormattedMessage id="seats.view.map" />
      </button>
      <button
        type="button"
        className="seat-view-switch__button"
        aria-pressed={value === 'list'}
        data-testid="seat-view-list"
        onClick={() => onChange('list')}
      >
        <FormattedMessage id="seats.view.list" />
      </button>
    </div>
  );
}
