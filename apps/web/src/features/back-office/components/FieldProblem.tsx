import { FormattedMessage } from 'react-intl';

/** The hint under a field the user (or the server) found wrong; the field points at it with aria-describedby. */
export function FieldProblem({ id, shown }: { id: string; shown: boolean }) {
  if (!shown) return null;
  return (
    <span id={id} className="field__hint" data-testid="field-problem">
      <FormattedMessage id="live.manage.fieldProblem" />
    </span>
  );
}
