import type { DesignerSeat, StaffTicketGroup } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { TicketGroupSelect } from './TicketGroupSelect';

type Flag = 'premium' | 'accessible' | 'companion' | 'limitedView' | 'blocked';
const FLAGS: ReadonlyArray<readonly [Flag, LiveMessageKey]> = [
  ['premium', 'live.halls.seat.premium'],
  ['accessible', 'live.halls.seat.accessible'],
  ['companion', 'live.halls.seat.companion'],
  ['limitedView', 'live.halls.seat.limitedView'],
  ['blocked', 'live.halls.seat.blocked'],
];

interface SeatEditorProps {
  rowName: string;
  seatName: string;
  settings: DesignerSeat;
  groups: readonly StaffTicketGroup[];
  onChange(settings: DesignerSeat): void;
  onSofa(on: boolean): void;
  onClose(): void;
}

/** The settings of the seat chosen on the preview: its flags, its sofa pair and its own price level. */
export function SeatEditor({ rowName, seatName, settings, groups, onChange, onSofa, onClose }: SeatEditorProps) {
  return (
    <fieldset className="plan-seat" data-testid="plan-seat">
      <legend>
        <FormattedMessage id="live.halls.seat.legend" values={{ row: rowName, seat: seatName }} />
      </legend>
      <div className="manage-form__row">
        {FLAGS.map(([flag, label]) => (
          <label key={flag} className="manage-form__check">
            <input
              type="checkbox"
              checked={settings[flag]}
              data-testid={`plan-seat-${flag}`}
              onChange={(e) => onChange({ ...settings, [flag]: e.target.checked })}
            />
            <FormattedMessage id={label} />
          </label>
        ))}
        <label className="manage-form__check">
          <input type="checkbox" checked={settings.sofa !== null} data-testid="plan-seat-sofa" onChange={(e) => onSofa(e.target.checked)} />
          <FormattedMessage id={settings.sofa === 'R' ? 'live.halls.seat.sofaRight' : 'live.halls.seat.sofa'} />
        </label>
      </div>
      <TicketGroupSelect
        label="live.halls.seat.ticketGroup"
        inherit="live.halls.seat.rowGroup"
        value={settings.ticketGroupId}
        groups={groups}
        onChange={(ticketGroupId) => onChange({ ...settings, ticketGroupId })}
        testId="plan-seat-group"
      />
      <button type="button" className="button button--secondary button--small" data-testid="plan-seat-close" onClick={onClose}>
        <FormattedMessage id="live.halls.seat.close" />
      </button>
    </fieldset>
  );
}
