import { checkDateRange } from '@kupa/domain';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

interface DateRangeFieldsProps {
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
  testId: string;
}

/**
 * From and to date inputs. A range is applied only when it is valid (both dates, from not after to, at most a
 * year); until then the fields keep what was typed and say what is wrong.
 */
export function DateRangeFields({ startDate, endDate, onChange, testId }: DateRangeFieldsProps) {
  const id = useId();
  const [draft, setDraft] = useState({ startDate, endDate });
  const [applied, setApplied] = useState({ startDate, endDate });
  // The URL changed under us (Back, a link): show what it says.
  if (applied.startDate !== startDate || applied.endDate !== endDate) {
    setApplied({ startDate, endDate });
    setDraft({ startDate, endDate });
  }
  const problem = checkDateRange(draft.startDate, draft.endDate);
  const change = (next: { startDate: string; endDate: string }) => {
    setDraft(next);
    if (!checkDateRange(next.startDate, next.endDate)) onChange(next);
  };
  return (
    <fieldset className="date-range" data-testid={testId}>
      <legend className="field__label">
        <FormattedMessage id="live.filters.dateRange" />
      </legend>
      <div className="date-range__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            <FormattedMessage id="live.filters.from" />
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="field__control"
            data-testid="date-from"
            value={draft.startDate}
            aria-invalid={problem?.field === 'from' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => {
              change({ ...draft, startDate: e.target.value });
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            <FormattedMessage id="live.filters.to" />
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="field__control"
            data-testid="date-to"
            value={draft.endDate}
            aria-invalid={problem?.field === 'to' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => {
              change({ ...draft, endDate: e.target.value });
            }}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field__hint" role="alert" data-testid="date-range-problem">
          {problem.reason === 'notADate' ? (
            <FormattedMessage id="live.filters.notADate" />
          ) : problem.reason === 'beforeFrom' ? (
            <FormattedMessage id="live.filters.beforeFrom" />
          ) : (
            <FormattedMessage id="live.filters.tooLong" values={{ days: problem.maxDays }} />
          )}
        </p>
      )}
    </fieldset>
  );
}
