import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/en';
import type { Availability } from '../../lib/presentation/presentation-facts';

const LABELS: Record<Availability, MessageKey> = {
  available: 'presentation.available',
  few: 'presentation.fewLeft',
  soldOut: 'presentation.soldOut',
  online: 'presentation.online',
  saleNotStarted: 'presentation.saleNotStarted',
  boxOfficeOnly: 'presentation.boxOfficeOnly',
};

/** Availability in words with a coloured dot (colour is never the only signal). */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <span className={`availability availability--${availability}`} data-testid="availability">
      <span className="availability__dot" aria-hidden="true" />
      <FormattedMessage id={LABELS[availability]} />
    </span>
  );
}
