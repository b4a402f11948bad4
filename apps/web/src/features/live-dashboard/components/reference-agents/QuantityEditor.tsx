import type { ReferencePromptAdminResponse } from '@kupa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { useEditQuantity } from '../../hooks/use-edit-quantity';
import { parseQuantity } from '../../utils/option-quantity';

type OptionRow = ReferencePromptAdminResponse['rows'][number];

/** The editable quantity of one reference option (POST editReferencePromptOptionQuantity; 200 is success). */
export function QuantityEditor({ row }: { row: OptionRow }) {
  const intl = useIntl();
  const id = useId();
  const failureText = useFailureText();
  const edit = useEditQuantity();
  const [draft, setDraft] = useState(String(row.Quantity));
  const [shown, setShown] = useState(row.Quantity);
  const [invalid, setInvalid] = useState(false);
  // The quantity changed outside this field (the optimistic value, a rollback, a refresh): show it.
  if (shown !== row.Quantity) {
    setShown(row.Quantity);
    setDraft(String(row.Quantity));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseQuantity(draft);
    setInvalid(quantity === null);
    if (quantity === null || quantity === row.Quantity) return;
    edit.mutate({
      priceType: row.PriceType,
      priceId: row.PricePolicyId,
      priceRowId: row.OptionId,
      reference: row.Reference1,
      reference2: row.Reference2,
      quantity,
    });
  };
  const label = intl.formatMessage(
    { id: 'live.agents.quantityFor' },
    { agent: row.AgentName ?? row.Reference1, reference: row.Reference1 },
  );
  return (
    <form className="quantity-editor" onSubmit={submit} data-testid="quantity-editor" data-option-id={row.OptionId}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-q`}
        className="field__control field__control--compact quantity-editor__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={1_000_000}
        step={1}
        dir="ltr"
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-status`}
        data-testid="quantity-input"
        onChange={(e) => {
          setDraft(e.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="button button--secondary button--small" data-testid="quantity-save" disabled={edit.isPending}>
        <FormattedMessage id="live.agents.save" />
        <span className="visually-hidden">{label}</span>
      </button>
      <span id={`${id}-status`} className="quantity-editor__status" aria-live="polite">
        {invalid ? (
          <span className="field__hint" data-testid="quantity-invalid">
            <FormattedMessage id="live.agents.quantityInvalid" />
          </span>
        ) : edit.isPending ? (
          <FormattedMessage id="live.agents.saving" />
        ) : edit.isError ? (
          <span className="field__hint" role="alert" data-testid="quantity-error">
            {intl.formatMessage({ id: 'live.agents.saveFailed' }, { reason: failureText(edit.error) })}
          </span>
        ) : edit.isSuccess ? (
          <span data-testid="quantity-saved">
            <FormattedMessage id="live.agents.saved" />
          </span>
        ) : null}
      </span>
    </form>
  );
}
