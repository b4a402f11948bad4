import { MAX_GENERAL_CAPACITY, type DesignerSection, type StaffTicketGroup } from '@kupa/contracts';
import { FormattedMessage } from 'react-intl';
import { newRow, nextRowLabel } from '../../utils/plan-draft';
import { TextField } from '../TextField';
import { NumberField } from './NumberField';
import { RowEditor } from './RowEditor';
import { TicketGroupSelect } from './TicketGroupSelect';

interface SectionEditorProps {
  section: DesignerSection;
  index: number;
  groups: readonly StaffTicketGroup[];
  onChange(section: DesignerSection): void;
  onRemove?: (() => void) | undefined;
}

/** A section of the plan: its names and either its rows (reserved seating) or its capacity (general admission). */
export function SectionEditor({ section, index, groups, onChange, onRemove }: SectionEditorProps) {
  const testId = `plan-section-${index}`;
  const firstGroup = groups[0]?.id ?? 0;
  const rowGroup = section.rows.at(-1)?.ticketGroupId ?? firstGroup;
  return (
    <fieldset className="plan-section" data-testid={testId}>
      <legend>
        <FormattedMessage
          id={section.kind === 'general' ? 'live.halls.section.general' : 'live.halls.section.reserved'}
          values={{ n: index + 1 }}
        />
      </legend>
      <div className="manage-form__row">
        <TextField
          label="live.halls.section.nameHe"
          lang="he"
          value={section.nameHe}
          onChange={(nameHe) => onChange({ ...section, nameHe })}
          invalid={section.nameHe.trim() === ''}
          testId={`${testId}-nameHe`}
        />
        <TextField
          label="live.halls.section.nameEn"
          lang="en"
          value={section.nameEn}
          onChange={(nameEn) => onChange({ ...section, nameEn })}
          invalid={section.nameEn.trim() === ''}
          testId={`${testId}-nameEn`}
        />
        {section.kind === 'general' && (
          <>
            <NumberField
              label="live.halls.section.capacity"
              value={section.capacity ?? 1}
              min={1}
              max={MAX_GENERAL_CAPACITY}
              onChange={(capacity) => onChange({ ...section, capacity })}
              testId={`${testId}-capacity`}
            />
            <TicketGroupSelect
              label="live.halls.row.ticketGroup"
              value={section.ticketGroupId}
              groups={groups}
              onChange={(ticketGroupId) => onChange({ ...section, ticketGroupId })}
              testId={`${testId}-group`}
            />
          </>
        )}
      </div>
      {section.rows.map((row, r) => (
        <RowEditor
          key={r}
          row={row}
          testId={`${testId}-row-${r}`}
          groups={groups}
          onChange={(next) => onChange({ ...section, rows: section.rows.map((x, i) => (i === r ? next : x)) })}
          onRemove={() => onChange({ ...section, rows: section.rows.filter((_, i) => i !== r) })}
        />
      ))}
      <div className="manage-panel__tabs">
        {section.kind === 'reserved' && (
          <button
            type="button"
            className="button button--secondary button--small"
            data-testid={`${testId}-add-row`}
            onClick={() => onChange({ ...section, rows: [...section.rows, newRow(nextRowLabel(section), rowGroup)] })}
          >
            <FormattedMessage id="live.halls.row.add" />
          </button>
        )}
        {onRemove && (
          <button type="button" className="button button--secondary button--small" data-testid={`${testId}-remove`} onClick={onRemove}>
            <FormattedMessage id="live.halls.section.remove" values={{ n: index + 1 }} />
          </button>
        )}
      </div>
    </fieldset>
  );
}
