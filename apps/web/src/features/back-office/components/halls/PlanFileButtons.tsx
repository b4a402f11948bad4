import type { SeatPlanDocument } from '@kupa/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { exportFileName, parseImported } from '../../utils/plan-draft';

/** Export the document as a JSON file, or import one (checked with the same rules as the server) into the designer. */
export function PlanFileButtons({ document, onImport }: { document: SeatPlanDocument; onImport(document: SeatPlanDocument): void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
    const link = window.document.createElement('a');
    link.href = url;
    link.download = exportFileName(document.name);
    link.click();
    URL.revokeObjectURL(url);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parseImported(await file.text());
    if ('document' in result) {
      setProblem(null);
      onImport(result.document);
    } else setProblem(result.problem);
  };
  return (
    <div className="manage-panel__tabs">
      <button type="button" className="button button--secondary button--small" data-testid="plan-export" onClick={download}>
        <FormattedMessage id="live.halls.plan.export" />
      </button>
      <label className="button button--secondary button--small" htmlFor={`${id}-import`}>
        <FormattedMessage id="live.halls.plan.import" />
      </label>
      <input
        id={`${id}-import`}
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        data-testid="plan-import"
        onChange={(e) => void upload(e)}
      />
      {problem !== null && (
        <p className="field__hint" role="alert" data-testid="plan-import-problem">
          <FormattedMessage id="live.halls.plan.importProblem" values={{ field: problem || '—' }} />
        </p>
      )}
    </div>
  );
}
