import { forwardRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface SummaryItem {
  /** The id of the control to jump to. */
  targetId: string;
  text: ReactNode;
}

/** "Please check the entered data" with a link to each invalid field (spec 5); focused on a failed submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: readonly SummaryItem[]; testId?: string }>(function ErrorSummary(
  { items, testId },
  ref,
) {
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      data-testid={testId ?? 'form-error-summary'}
      aria-labelledby={`${testId ?? 'form-error-summary'}-title`}
    >
      <h3 id={`${testId ?? 'form-error-summary'}-title`} className="error-summary__title">
        <FormattedMessage id="customer.form.checkData" />
      </h3>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              onClick={(e) => {
                e.preventDefault();
                const target = document.getElementById(item.targetId);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
