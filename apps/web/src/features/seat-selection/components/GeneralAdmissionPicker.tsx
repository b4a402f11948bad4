import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MapSection } from '../utils/seat-layout';

interface GeneralAdmissionPickerProps {
  sections: readonly MapSection[];
  countOf(sectionId: number): number;
  canAdd: boolean;
  busy: boolean;
  onAdd(section: MapSection): void;
  onRemove(section: MapSection): void;
}

/** General admission (isReserved 0, or a section with r 0): how many places; the server picks them (spec 4). */
export function GeneralAdmissionPicker({ sections, countOf, canAdd, busy, onAdd, onRemove }: GeneralAdmissionPickerProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="ga-picker" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ga-picker__title">
        <FormattedMessage id="seats.ga.title" />
      </h3>
      <p className="ga-picker__body">
        <FormattedMessage id="seats.ga.body" />
      </p>
      {sections.map((section) => {
        const count = countOf(section.id);
        const labelId = `${id}-${section.id}`;
        return (
          <div key={section.id} className="ga-picker__section" data-testid="ga-picker" data-section-id={section.id}>
            <span id={labelId} className="ga-picker__label">
              <FormattedMessage id="seats.ga.quantity" values={{ section: section.name }} />
            </span>
            <div className="stepper" role="group" aria-labelledby={labelId}>
              <button
                type="button"
                className="stepper__button"
                data-testid="ga-remove"
                aria-label={intl.formatMessage({ id: 'seats.ga.remove' })}
                disabled={busy || count === 0}
                onClick={() => onRemove(section)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 11h14v2H5z" fill="currentColor" />
                </svg>
              </button>
              <output className="stepper__value" data-testid="ga-count" data-count={count} aria-live="polite">
                <FormattedMessage id="seats.ga.count" values={{ count }} />
              </output>
              <button
                type="button"
                className="stepper__button"
                data-testid="ga-add"
                aria-label={intl.formatMessage({ id: 'seats.ga.add' })}
                disabled={busy || !canAdd}
                onClick={() => onAdd(section)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 11h6V5h2v6h6v2h-6v6h-2v-6H5z" fill="currentColor" />
                </svg>
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
