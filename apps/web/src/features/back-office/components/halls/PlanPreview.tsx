import type { SeatplanV2 } from '@kupa/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  buildSeatMapModel,
  createSeatNamer,
  legendKeysFor,
  SeatLegend,
  SeatMap,
  SeatStore,
  type MapSeat,
  type Translate,
} from '../../../seat-selection';

interface PlanPreviewProps {
  layout: SeatplanV2;
  hallName: string;
  onChoose(seat: MapSeat): void;
}

/**
 * The plan as customers will see it: the customers' seat map and legend drawn from the server's layout of the
 * document, every sellable seat shown free. Choosing a seat (click, or Enter on the keyboard) opens its settings.
 */
export function PlanPreview({ layout, hallName, onChoose }: PlanPreviewProps) {
  const intl = useIntl();
  const model = useMemo(() => buildSeatMapModel(layout, true), [layout]);
  const [store] = useState(() => new SeatStore());
  useEffect(() => store.setStatus(model.seats.filter((s) => !s.blocked).map((s) => s.key)), [model, store]);
  const namer = useMemo(() => {
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    return createSeatNamer(t, new Map(model.sections.map((s) => [s.id, s.name])));
  }, [intl, model]);
  return (
    <div className="plan-preview" data-testid="plan-preview">
      <SeatMap model={model} store={store} venueName={hallName} namer={namer} onChoose={onChoose} />
      <SeatLegend keys={legendKeysFor(model.seats)} />
    </div>
  );
}
