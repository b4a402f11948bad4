import type { SeatPlanDocument, SeatplanResponse, StaffTicketGroup } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { refusedFieldOf } from '../../utils/field-error';
import { usePlanDesigner } from '../../hooks/use-plan-designer';
import {
  addSection,
  removeSection,
  seatAddressOf,
  seatCountOf,
  seatSettingsAt,
  setSeatSettings,
  setSofaPair,
  updateSection,
  type SeatAddress,
} from '../../utils/plan-draft';
import { SaveBar } from '../SaveBar';
import { PlanFileButtons } from './PlanFileButtons';
import { PlanPreview } from './PlanPreview';
import { PlanTitleFields } from './PlanTitleFields';
import { SeatEditor } from './SeatEditor';
import { SectionEditor } from './SectionEditor';

interface PlanDesignerProps {
  businessId: number;
  venueId: number;
  hallName: string;
  seatplanId: number | null;
  initial: SeatPlanDocument;
  ticketGroups: readonly StaffTicketGroup[];
  onSaved(result: SeatplanResponse): void;
}

interface ChosenSeat {
  at: SeatAddress;
  rowName: string;
  seatName: string;
}

/** The seat-plan designer: the document's sections and rows, the customers' preview of it, a chosen seat's settings. */
export function PlanDesigner({ businessId, venueId, hallName, seatplanId, initial, ticketGroups, onSaved }: PlanDesignerProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { document: doc, setDocument, preview, save, previewBusy } = usePlanDesigner(businessId, venueId, seatplanId, initial);
  const [chosen, setChosen] = useState<ChosenSeat | null>(null);
  const firstGroup = ticketGroups[0]?.id ?? 0;
  const change = (next: SeatPlanDocument) => {
    save.reset();
    setDocument(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, { onSuccess: onSaved });
  };
  const previewProblem = preview.error ? refusedFieldOf(preview.error) : null;
  return (
    <form className="manage-panel manage-form" onSubmit={submit} noValidate aria-labelledby="manage-plan-title" data-testid="plan-designer">
      <h2 id="manage-plan-title" className="manage-panel__title">
        <FormattedMessage id={seatplanId === null ? 'live.halls.plan.newTitle' : 'live.halls.plan.editTitle'} values={{ name: doc.name }} />
      </h2>
      <PlanTitleFields document={doc} onChange={change} />
      {doc.sections.map((section, s) => (
        <SectionEditor
          key={s}
          index={s}
          section={section}
          groups={ticketGroups}
          onChange={(next) => change(updateSection(doc, s, next))}
          onRemove={doc.sections.length > 1 ? () => change(removeSection(doc, s)) : undefined}
        />
      ))}
      <div className="manage-panel__tabs">
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="plan-add-section"
          onClick={() => change(addSection(doc, 'reserved', firstGroup))}
        >
          <FormattedMessage id="live.halls.section.addReserved" />
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="plan-add-general"
          onClick={() => change(addSection(doc, 'general', firstGroup))}
        >
          <FormattedMessage id="live.halls.section.addGeneral" />
        </button>
      </div>
      <h3 className="manage-panel__subtitle">
        <FormattedMessage id="live.halls.plan.preview" values={{ seats: seatCountOf(doc) }} />
      </h3>
      <p className="manage-form__status" aria-live="polite" data-testid="plan-preview-status" data-busy={previewBusy}>
        {preview.error ? (
          <span className="field__hint" role="alert">
            {intl.formatMessage(
              { id: 'live.halls.plan.previewProblem' },
              { reason: failureText(preview.error), field: previewProblem ?? '—' },
            )}
          </span>
        ) : null}
      </p>
      {preview.data && (
        <PlanPreview
          layout={preview.data}
          hallName={hallName}
          onChoose={(seat) => {
            const at = seatAddressOf(doc, seat);
            setChosen(at ? { at, rowName: seat.rowName, seatName: seat.seatName } : null);
          }}
        />
      )}
      {chosen && (
        <SeatEditor
          rowName={chosen.rowName}
          seatName={chosen.seatName}
          settings={seatSettingsAt(doc, chosen.at)}
          groups={ticketGroups}
          onChange={(settings) => change(setSeatSettings(doc, chosen.at, settings))}
          onSofa={(on) => change(setSofaPair(doc, chosen.at, on))}
          onClose={() => setChosen(null)}
        />
      )}
      <PlanFileButtons document={doc} onImport={(imported) => change(imported)} />
      <SaveBar state={save} testId="plan" />
    </form>
  );
}
