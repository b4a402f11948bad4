import type { DesignerRow, StaffTicketGroup } from '@kupa/contracts';
import { MAX_ROW_CURVE, MAX_ROW_POSITIONS } from '@kupa/contracts';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseGaps } from '../../utils/plan-draft';
import { FieldProblem } from '../FieldProblem';
import { TextField } from '../TextField';
import { NumberField } from './NumberField';
import { TicketGroupSelect } from './TicketGroupSelect';

interface RowEditorProps {
  row: DesignerRow;
  testId: string;
  groups: readonly StaffTicketGroup[];
  onChange(row: DesignerRow): void;
  onRemove(): void;
}

/** One row of a section: label, seat positions, offset, curve, numbering direction and start, aisles, price level. */
export function RowEditor({ row, testId, groups, onChange, onRemove }: RowEditorProps) {
  const intl = useIntl();
  const id = useId();
  const [gapsText, setGapsText] = useState(row.gaps.join(', '));
  const [shownGaps, setShownGaps] = useState(row.gaps);
  if (shownGaps !== row.gaps) {
    setShownGaps(row.gaps);
    if (parseGaps(gapsText)?.join(',') !== row.gaps.join(',')) setGapsText(row.gaps.join(', '));
  }
  const gapsInvalid = parseGaps(gapsText) === null;
  return (
    <fieldset className="plan-row" data-testid={testId}>
      <legend>
        <FormattedMessage id="live.halls.row.legend" values={{ label: row.label }} />
      </legend>
      <div className="manage-form__row">
        <TextField
          label="live.halls.row.label"
          value={row.label}
          onChange={(label) => onChange({ ...row, label })}
          invalid={row.label.trim() === ''}
          testId={`${testId}-label`}
        />
        <NumberField
          label="live.halls.row.positions"
          value={row.positions}
          min={1}
          max={MAX_ROW_POSITIONS}
          onChange={(positions) => onChange({ ...row, positions })}
          testId={`${testId}-positions`}
        />
        <NumberField
          label="live.halls.row.offset"
          value={row.offset}
          min={0}
          max={MAX_ROW_POSITIONS}
          onChange={(offset) => onChange({ ...row, offset })}
          testId={`${testId}-offset`}
        />
        <NumberField
          label="live.halls.row.curve"
          value={row.curve}
          min={0}
          max={MAX_ROW_CURVE}
          onChange={(curve) => onChange({ ...row, curve })}
          testId={`${testId}-curve`}
        />
        <NumberField
          label="live.halls.row.firstNumber"
          value={row.firstNumber}
          min={1}
          max={999}
          onChange={(firstNumber) => onChange({ ...row, firstNumber })}
          testId={`${testId}-first`}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-numbering`}>
            <FormattedMessage id="live.halls.row.numbering" />
          </label>
          <select
            id={`${id}-numbering`}
            className="field__control"
            value={row.numbering}
            data-testid={`${testId}-numbering`}
            onChange={(e) => onChange({ ...row, numbering: e.target.value === 'ltr' ? 'ltr' : 'rtl' })}
          >
            <option value="rtl">{intl.formatMessage({ id: 'live.halls.row.rtl' })}</option>
            <option value="ltr">{intl.formatMessage({ id: 'live.halls.row.ltr' })}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-gaps`}>
            <FormattedMessage id="live.halls.row.gaps" />
          </label>
          <input
            id={`${id}-gaps`}
            className="field__control"
            dir="ltr"
            value={gapsText}
            data-testid={`${testId}-gaps`}
            aria-invalid={gapsInvalid || undefined}
            aria-describedby={gapsInvalid ? `${id}-gaps-problem` : undefined}
            onChange={(e) => {
              setGapsText(e.target.value);
              const gaps = parseGaps(e.target.value);
              if (gaps) onChange({ ...row, gaps });
            }}
          />
          <FieldProblem id={`${id}-gaps-problem`} shown={gapsInvalid} />
        </div>
        <TicketGroupSelect
          label="live.halls.row.ticketGroup"
          value={row.ticketGroupId}
          groups={groups}
          onChange={(g) => g !== null && onChange({ ...row, ticketGroupId: g })}
          testId={`${testId}-group`}
        />
      </div>
      <button type="button" className="button button--secondary button--small" data-testid={`${testId}-remove`} onClick={onRemove}>
        <FormattedMessage id="live.halls.row.remove" values={{ label: row.label }} />
      </button>
    </fieldset>
  );
}
