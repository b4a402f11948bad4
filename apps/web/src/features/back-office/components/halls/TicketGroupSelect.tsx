import type { StaffTicketGroup } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';

interface TicketGroupSelectProps {
  label: LiveMessageKey;
  value: number | null;
  groups: readonly StaffTicketGroup[];
  onChange(id: number | null): void;
  testId: string;
  /** The label of the "no own price level" choice (a seat takes its row's); without it a level must be chosen. */
  inherit?: LiveMessageKey;
}

/** The choice of a price level (ticket group) among the business's. */
export function TicketGroupSelect({ label, value, groups, onChange, testId, inherit }: TicketGroupSelectProps) {
  const id = useId();
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        className="field__control"
        value={value ?? ''}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {inherit && <option value="">{intl.formatMessage({ id: inherit })}</option>}
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {locale === 'he' ? g.nameHe : g.nameEn}
          </option>
        ))}
      </select>
    </div>
  );
}
