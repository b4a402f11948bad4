import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api/api-error';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import type { SeatMessage } from '../components/SeatError';
import type { TimerAnnouncement } from '../utils/countdown';

/**
 * What the seat step tells the buyer: one visible message (an error or a note) and a short log of announcements for
 * screen readers — a selection and the timer starting at the same moment are both spoken.
 */
export function useSeatMessages() {
  const intl = useIntl();
  const failureText = useFailureText();
  const [message, setMessage] = useState<SeatMessage | null>(null);
  const [announcements, setAnnouncements] = useState<readonly { id: number; text: string }[]>([]);

  const report = useStableCallback((error: unknown) => {
    setMessage({ text: failureText(error), code: isApiError(error) ? error.code : null, tone: 'error' });
  });
  const inform = useStableCallback((text: string) => setMessage({ text, code: null, tone: 'info' }));
  const announce = useStableCallback((text: string) =>
    setAnnouncements((list) => [...list.slice(-2), { id: (list.at(-1)?.id ?? 0) + 1, text }]),
  );
  const onTimer = useStableCallback((a: TimerAnnouncement | { kind: 'start'; minutes: number }) => {
    if (a.kind === 'seconds') announce(intl.formatMessage({ id: 'seats.timer.announceSeconds' }, { seconds: a.seconds }));
    else if (a.kind === 'minutes') announce(intl.formatMessage({ id: 'seats.timer.announceMinutes' }, { minutes: a.minutes }));
    else announce(intl.formatMessage({ id: 'seats.timer.announceStart' }, { minutes: a.minutes }));
  });
  return { message, clearMessage: () => setMessage(null), announcements, report, inform, announce, onTimer };
}
