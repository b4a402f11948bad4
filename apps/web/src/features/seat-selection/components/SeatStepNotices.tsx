import { FormattedMessage } from 'react-intl';
import { SeatError, type SeatMessage } from './SeatError';

/** The seat step's notices: the screen-reader log of announcements, the visible message, a paused live stream. */
export function SeatStepNotices(props: {
  announcements: readonly { id: number; text: string }[];
  message: SeatMessage | null;
  onDismiss(): void;
  reconnecting: boolean;
}) {
  return (
    <>
      <div className="visually-hidden" role="log" aria-live="polite" data-testid="seat-announcer">
        {props.announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
      <SeatError message={props.message} onDismiss={props.onDismiss} />
      {props.reconnecting && (
        <p className="seat-live" role="status" data-testid="seat-live-status">
          <FormattedMessage id="seats.live.paused" />
        </p>
      )}
    </>
  );
}
