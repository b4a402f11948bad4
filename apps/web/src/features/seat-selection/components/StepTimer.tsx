import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { serverNow } from '../../../lib/api/server-clock';
import { announcementDue, formatCountdown, isoDuration, secondsLeft, type TimerAnnouncement } from '../utils/countdown';

interface StepTimerProps {
  /** When the buyer's earliest hold ends, or null while nothing is held. */
  deadline: string | null;
  /** The step's lockTimer in seconds, told before anything is held. */
  stepSeconds: number;
  onAnnounce(announcement: TimerAnnouncement | { kind: 'start'; minutes: number }): void;
  onExpired(deadline: string): void;
}

/** The step timer (spec 4: each step has its own seat-lock time limit), counted on the server's clock. */
export function StepTimer({ deadline, stepSeconds, onAnnounce, onExpired }: StepTimerProps) {
  if (!deadline) {
    return (
      <p className="step-timer step-timer--idle" data-testid="seat-timer" data-state="idle">
        <FormattedMessage id="seats.timer.idle" values={{ minutes: Math.round(stepSeconds / 60) }} />
      </p>
    );
  }
  return <Countdown key={deadline} deadline={deadline} onAnnounce={onAnnounce} onExpired={onExpired} />;
}

function Countdown({ deadline, onAnnounce, onExpired }: { deadline: string } & Pick<StepTimerProps, 'onAnnounce' | 'onExpired'>) {
  const deadlineMs = Date.parse(deadline);
  const [msLeft, setMsLeft] = useState(() => deadlineMs - serverNow());
  const announce = useEffectEvent(onAnnounce);
  const expire = useEffectEvent(onExpired);

  useEffect(() => {
    let previous: number | null = deadlineMs - serverNow();
    if (previous > 60_000) announce({ kind: 'start', minutes: Math.round(previous / 60_000) });
    let expired = false;
    const tick = () => {
      const now = deadlineMs - serverNow();
      // Only a new second re-renders the timer.
      setMsLeft((shown) => (secondsLeft(shown) === secondsLeft(now) ? shown : now));
      const due = announcementDue(previous, now);
      previous = now;
      if (due) announce(due);
      if (now <= 0 && !expired) {
        expired = true;
        expire(deadline);
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline, deadlineMs]);

  const seconds = secondsLeft(msLeft);
  return (
    <p
      className={`step-timer${seconds <= 60 ? ' step-timer--urgent' : ''}`}
      data-testid="seat-timer"
      data-state="running"
      data-seconds-left={seconds}
    >
      <span className="step-timer__label">
        <FormattedMessage id="seats.timer.label" />
      </span>
      <time className="step-timer__time" dateTime={isoDuration(msLeft)} dir="ltr">
        {formatCountdown(msLeft)}
      </time>
    </p>
  );
}
