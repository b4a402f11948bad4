import type { WaiverTicket } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldIdOf, type WaiverForm } from '../hooks/use-waiver-form';
import { ticketLabel } from '../utils/ticket-label';
import { TextField } from './TextField';

interface ChildFieldsProps {
  form: WaiverForm;
  index: number;
  /** The tickets not signed for yet: the child goes on one of them. */
  tickets: readonly WaiverTicket[];
}

/** One child of the waiver: the ticket they jump on, name, ID number and date of birth; removable when not alone. */
export function ChildFields({ form, index, tickets }: ChildFieldsProps) {
  const intl = useIntl();
  const child = form.values.children[index];
  if (!child) return null;
  const path = (field: string) => `children.${index}.${field}`;
  const taken = new Set(form.values.children.filter((_, i) => i !== index).map((c) => c.ticketIdentifier));
  const ticketId = fieldIdOf(path('ticketIdentifier'));
  const problem = (field: string) => form.problems[path(field)];
  const refused = (field: string) => form.serverPath === path(field);
  return (
    <fieldset className="waiver__child" data-testid={`waiver-child-${index}`}>
      <legend className="waiver__legend waiver__legend--small">
        <FormattedMessage id="waiver.child.title" values={{ number: index + 1 }} />
      </legend>
      <div className="field waiver__wide">
        <label htmlFor={ticketId} className="field__label">
          <FormattedMessage id="waiver.field.ticket" />
        </label>
        <select
          id={ticketId}
          className="field__control"
          value={child.ticketIdentifier}
          onChange={(event) => form.setChild(index, 'ticketIdentifier', event.target.value)}
          aria-invalid={refused('ticketIdentifier')}
          data-testid={ticketId}
        >
          {tickets
            .filter((t) => !taken.has(t.ticketIdentifier))
            .map((t) => (
              <option key={t.ticketIdentifier} value={t.ticketIdentifier}>
                {ticketLabel(intl, t)}
              </option>
            ))}
        </select>
      </div>
      <TextField
        path={path('firstName')}
        label="waiver.field.firstName"
        autoComplete="off"
        value={child.firstName}
        onValue={(v) => form.setChild(index, 'firstName', v)}
        problem={problem('firstName')}
      />
      <TextField
        path={path('lastName')}
        label="waiver.field.lastName"
        autoComplete="off"
        value={child.lastName}
        onValue={(v) => form.setChild(index, 'lastName', v)}
        problem={problem('lastName')}
      />
      <TextField
        path={path('ssn')}
        label="waiver.field.ssn"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={child.ssn}
        onValue={(v) => form.setChild(index, 'ssn', v)}
        problem={problem('ssn')}
        refused={refused('ssn')}
      />
      <TextField
        path={path('dateOfBirth')}
        label="waiver.field.dateOfBirth"
        type="date"
        dir="ltr"
        value={child.dateOfBirth}
        onValue={(v) => form.setChild(index, 'dateOfBirth', v)}
        problem={problem('dateOfBirth')}
        refused={refused('dateOfBirth')}
      />
      {form.values.children.length > 1 && (
        <button
          type="button"
          className="button button--secondary waiver__remove"
          onClick={() => form.removeChild(index)}
          data-testid={`waiver-remove-child-${index}`}
        >
          <FormattedMessage id="waiver.child.remove" values={{ number: index + 1 }} />
        </button>
      )}
    </fieldset>
  );
}
