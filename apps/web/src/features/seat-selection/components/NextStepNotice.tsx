import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** After Continue: the holds moved to the tickets step on the server, and the page says plainly that this step is not built yet. */
export function NextStepNotice({ onBack }: { onBack(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The seat map this replaces had focus: bring keyboard and screen reader users to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice seat-next-step" data-testid="next-step-notice" aria-labelledby="seat-next-step-title">
      <h2 id="seat-next-step-title" className="notice__title" tabIndex={-1} ref={heading}>
        <FormattedMessage id="seats.nextStep.title" />
      </h2>
      <p className="notice__body">
        <FormattedMessage id="seats.nextStep.body" />
      </p>
      <div className="notice__actions">
        <button type="button" className="button button--secondary" data-testid="next-step-back" onClick={onBack}>
          <FormattedMessage id="seats.nextStep.back" />
        </button>
      </div>
    </section>
  );
}
