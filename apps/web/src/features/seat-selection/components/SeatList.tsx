import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { intlLocaleOf } from '../../../lib/i18n/intl-locale';
import type { MapRow, MapSeat, SeatMapModel } from '../utils/seat-layout';
import { seatKind } from '../utils/seat-state';
import type { SeatStore } from '../utils/seat-store';
import type { SeatNamer } from './map/seat-painter';
import { SeatSwatch } from './SeatSwatch';

interface SeatListProps {
  model: SeatMapModel;
  store: SeatStore;
  namer: SeatNamer;
  onChoose(seat: MapSeat): void;
}

/**
 * The alternative to the map for people who cannot use it: choose a row, then press seats (toggle buttons, seat
 * numbers in natural order). Same store, same holds, same names as the map.
 */
export function SeatList({ model, store, namer, onChoose }: SeatListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // Availability changes re-render the list too (free counts, seat states).
  useSyncExternalStore(store.subscribe, store.getVersion);
  const [rowId, setRowId] = useState<string | null>(null);
  const rows = useMemo(() => model.rows.filter((r) => r.seats.some((s) => s.reserved)), [model]);
  const collator = useMemo(() => new Intl.Collator(intlLocaleOf(locale), { numeric: true }), [locale]);
  const withSection = model.sections.length > 1;
  const sectionName = (row: MapRow) => model.sections.find((s) => s.id === row.sectionId)?.name ?? '';

  const heldRow = rows.find((r) => r.seats.some((s) => snapshot.held.some((h) => h.key === s.key)));
  const freeRow = rows.find((r) => r.seats.some((s) => store.stateOf(s.key) === 'available'));
  const row = rows.find((r) => r.id === rowId) ?? heldRow ?? freeRow ?? rows[0];
  const seats = useMemo(
    () => (row ? [...row.seats].filter((s) => s.reserved).sort((a, b) => collator.compare(a.seatName, b.seatName)) : []),
    [row, collator],
  );
  if (!row) return null;

  return (
    <div className="seat-list" data-testid="seat-list">
      <div className="field seat-list__row">
        <label className="field__label" htmlFor={`${id}-row`}>
          <FormattedMessage id="seats.list.chooseRow" />
        </label>
        <select
          id={`${id}-row`}
          className="field__control"
          data-testid="seat-list-row"
          value={row.id}
          onChange={(e) => setRowId(e.target.value)}
        >
          {rows.map((r) => {
            const available = r.seats.filter((s) => s.reserved && store.stateOf(s.key) === 'available').length;
            return (
              <option key={r.id} value={r.id}>
                {withSection
                  ? intl.formatMessage({ id: 'seats.list.rowOptionInSection' }, { section: sectionName(r), row: r.name, available })
                  : intl.formatMessage({ id: 'seats.list.rowOption' }, { row: r.name, available })}
              </option>
            );
          })}
        </select>
      </div>
      <fieldset className="seat-list__seats">
        <legend className="seat-list__legend">
          {withSection ? (
            <FormattedMessage id="seats.list.seatsOfRowInSection" values={{ section: sectionName(row), row: row.name }} />
          ) : (
            <FormattedMessage id="seats.list.seatsOfRow" values={{ row: row.name }} />
          )}
        </legend>
        <p className="seat-list__hint">
          <FormattedMessage id="seats.list.hint" />
        </p>
        <ul className="seat-list__grid">
          {seats.map((seat) => {
            const state = store.stateOf(seat.key);
            return (
              <li key={seat.key}>
                <button
                  type="button"
                  className={`seat-list__seat seat-list__seat--${state}`}
                  data-testid="seat-list-seat"
                  data-seat-key={seat.key}
                  data-state={state}
                  aria-pressed={state === 'selected'}
                  aria-disabled={state === 'taken' ? true : undefined}
                  aria-busy={store.isPending(seat.key) ? true : undefined}
                  aria-label={namer(seat, state)}
                  onClick={() => {
                    if (state !== 'taken') onChoose(seat);
                  }}
                >
                  <SeatSwatch kind={seatKind(seat)} state={state} size={18} />
                  <span>{seat.seatName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
