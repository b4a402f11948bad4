import type { SeatPlanDocument } from '@kupa/contracts';
import { TextField } from '../TextField';

/** The plan's name and its screen or stage label in both languages. */
export function PlanTitleFields({
  document: doc,
  onChange: change,
}: {
  document: SeatPlanDocument;
  onChange(next: SeatPlanDocument): void;
}) {
  return (
    <div className="manage-form__row">
      <TextField
        label="live.halls.plan.name"
        value={doc.name}
        onChange={(name) => change({ ...doc, name })}
        invalid={doc.name.trim() === ''}
        testId="plan-name"
      />
      <TextField
        label="live.halls.plan.screenHe"
        lang="he"
        value={doc.screenLabelHe ?? ''}
        onChange={(v) => change({ ...doc, screenLabelHe: v || null })}
        invalid={false}
        testId="plan-screenHe"
      />
      <TextField
        label="live.halls.plan.screenEn"
        lang="en"
        value={doc.screenLabelEn ?? ''}
        onChange={(v) => change({ ...doc, screenLabelEn: v || null })}
        invalid={false}
        testId="plan-screenEn"
      />
    </div>
  );
}
