import { useState } from 'react';

/**
 * An action that needs a confirmation first (spec 4: cancellation asks before it acts): `ask` opens the dialog for a
 * subject, `confirm` runs the action and closes it; a failure stays in the dialog (the dialog shows it).
 */
export function useConfirmedAction<S>(run: (subject: S) => Promise<void>) {
  const [subject, setSubject] = useState<S | null>(null);
  return {
    subject,
    ask: (next: S) => setSubject(next),
    dismiss: () => setSubject(null),
    async confirm() {
      if (subject === null) return;
      await run(subject);
      setSubject(null);
    },
  };
}
