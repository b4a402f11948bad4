import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MapSeat, SeatMapModel } from '../utils/seat-layout';
import type { SeatStore } from '../utils/seat-store';
import type { SeatNamer } from './map/seat-painter';
import { SeatMap } from './map/SeatMap';
import { SeatLegend } from './SeatLegend';
import { SeatList } from './SeatList';
import { SeatViewSwitch, type SeatView } from './SeatViewSwitch';

/** The reserved seats of the step: the map or the list (the buyer's choice), the sold-out note and the legend. */
export function SeatPicker(props: {
  model: SeatMapModel;
  store: SeatStore;
  venueName: string;
  namer: SeatNamer;
  legendKeys: Parameters<typeof SeatLegend>[0]['keys'];
  soldOut: boolean;
  onChoose(seat: MapSeat): void;
}) {
  const { model, store, namer, onChoose } = props;
  const [view, setView] = useState<SeatView>('map');
  return (
    <div className="seat-step__picker">
      <SeatViewSwitch value={view} onChange={setView} />
      {props.soldOut && (
        <p className="seat-step__sold-out" data-testid="seats-sold-out">
          <FormattedMessage id="seats.soldOut" />
        </p>
      )}
      {view === 'map' ? (
        <SeatMap model={model} store={store} venueName={props.venueName} namer={namer} onChoose={onChoose} />
      ) : (
        <SeatList model={model} store={store} namer={namer} onChoose={onChoose} />
      )}
      <SeatLegend keys={props.legendKeys} />
    </div>
  );
}
