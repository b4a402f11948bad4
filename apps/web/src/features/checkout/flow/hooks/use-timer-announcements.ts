import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import type { TimerAnnouncement } from '../../../seat-selection';

/** The step timer's spoken news (start, minutes left, last seconds): the last three, for a polite live region. */
export function useTimerAnnouncements() {
  const intl = useIntl();
  const [announcements, setAnnouncements] = useState<readonly { id: number; text: string }[]>([]);
  const announce = useStableCallback((text: string) =>
    setAnnouncements((list) => [...list.slice(-2), { id: (list.at(-1)?.id ?? 0) + 1, text }]),
  );
  const onTimer = useStableCallback((a: TimerAnnouncement | { kind: 'start'; minutes: number }) => {
    if (a.kind === 'seconds') announce(intl.formatMessage({ id: 'seats.timer.announceSeconds' }, { seconds: a.seconds }));
    else if (a.kind === 'minutes') announce(intl.formatMessage({ id: 'seats.timer.announceMinutes' }, { minutes: a.minutes }));
    else announce(intl.formatMessage({ id: 'seats.timer.announceStart' }, { minutes: a.minutes }));
  });
  return { announcements, onTimer };
}
