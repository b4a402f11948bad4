import type { Presentation } from '@kupa/contracts';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useExpiryRefresh } from '../hooks/use-expiry-refresh';
import { useSeatActions } from '../hooks/use-seat-actions';
import { useSeatChoice } from '../hooks/use-seat-choice';
import { useSeatMessages } from '../hooks/use-seat-messages';
import { useSeatSync } from '../hooks/use-seat-sync';
import { seatplanSourceOf, useSeatplan } from '../hooks/use-seatplan';
import { useTicketGroups } from '../hooks/use-ticket-groups';
import { buildSeatMapModel, type MapSection } from '../utils/seat-layout';
import { createSeatNamer, type Translate } from '../utils/seat-names';
import { legendKeysFor } from '../utils/seat-state';
import { SeatStore } from '../utils/seat-store';
import { BestAvailableForm } from './BestAvailableForm';
import { GeneralAdmissionPicker } from './GeneralAdmissionPicker';
import { SeatConfirmDialog } from './SeatConfirmDialog';
import { SeatPicker } from './SeatPicker';
import { SeatStepNotices } from './SeatStepNotices';
import { SeatStepStatus } from './SeatStepStatus';
import { SelectionSummary } from './SelectionSummary';
import { StepTimer } from './StepTimer';
import { TimerExpiredDialog } from './TimerExpiredDialog';
import './seat-selection.css';

/**
 * Step 0 of the ticket order, choose seats (spec 2): the seat map or the seat list, live availability, the step
 * timer with its expiry dialog, the selection summary and Continue, which moves the holds to the tickets step and
 * then hands over to the checkout flow (`onContinue`).
 */
export function SeatStep({ presentation: p, onContinue }: { presentation: Presentation; onContinue(): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [store] = useState(() => new SeatStore());
  const seatplan = useSeatplan(p, locale);
  const ticketGroups = useTicketGroups(p.id, locale);
  const reserved = p.isReserved === 1;
  const model = useMemo(() => (seatplan.data ? buildSeatMapModel(seatplan.data, reserved) : null), [seatplan.data, reserved]);
  const sync = useSeatSync(store, p, locale);
  const selection = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const messages = useSeatMessages();
  const { report, inform, announce } = messages;
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);

  const legendKeys = useMemo(() => (model ? legendKeysFor(model.seats) : []), [model]);
  const sectionNames = useMemo(() => new Map((model?.sections ?? []).map((s) => [s.id, s.name])), [model]);
  const namer = useMemo(() => {
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    return createSeatNamer(t, sectionNames);
  }, [intl, sectionNames]);

  const actions = useSeatActions({ presentation: p, store, model, lang: locale, report, inform, announce, refresh: sync.refresh });

  const choice = useSeatChoice({ store, toggle: actions.toggle, hold: actions.hold, clearMessage: messages.clearMessage });
  const expiry = useExpiryRefresh({ refresh: sync.refresh, loadError: () => sync.loadError, announce, report });

  if (seatplanSourceOf(p) === null) return <SeatStepStatus kind="noSeatplan" />;
  const loadError = seatplan.error ?? (selection.statusLoaded ? null : sync.loadError);
  if (loadError) {
    const retry = () => void Promise.all([seatplan.refetch(), sync.refresh()]);
    return <SeatStepStatus kind="loadError" error={loadError} onRetry={retry} />;
  }
  if (!model || !selection.statusLoaded) return <SeatStepStatus kind="loading" />;

  const gaSections: MapSection[] = model.sections.filter((s) => !s.reserved && s.seats.length > 0);
  const gaSectionIds = new Set(gaSections.map((s) => s.id));
  const soldOut = selection.held.length === 0 && model.seats.every((s) => store.stateOf(s.key) !== 'available');
  const stepSeconds = p.lockTimer.chooseSeatsInSeconds;

  return (
    <section className="seat-step" aria-labelledby="seat-step-title" data-testid="seat-step">
      <div className="seat-step__head">
        <h2 id="seat-step-title" className="seat-step__title" tabIndex={-1} data-step-heading>
          <FormattedMessage id="seats.title" />
        </h2>
        <StepTimer deadline={selection.deadline} stepSeconds={stepSeconds} onAnnounce={messages.onTimer} onExpired={setExpiredDeadline} />
      </div>
      <SeatStepNotices
        announcements={messages.announcements}
        message={messages.message}
        onDismiss={messages.clearMessage}
        reconnecting={sync.live === 'reconnecting'}
      />
      <div className={`seat-step__body${model.hasReservedSeats ? '' : ' seat-step__body--places'}`}>
        {model.hasReservedSeats && (
          <SeatPicker
            model={model}
            store={store}
            venueName={p.venueName}
            namer={namer}
            legendKeys={legendKeys}
            soldOut={soldOut}
            onChoose={choice.choose}
          />
        )}
        <div className="seat-step__side">
          {gaSections.length > 0 && (
            <GeneralAdmissionPicker
              sections={gaSections}
              countOf={(id) => selection.held.filter((h) => h.sectionId === id).length}
              canAdd={selection.held.length < p.maxSeatsPerTransaction}
              busy={actions.busy === 'places'}
              onAdd={(section) => void actions.addPlace(section)}
              onRemove={(section) => void actions.removePlace(section)}
            />
          )}
          <SelectionSummary
            held={selection.held}
            sectionNames={sectionNames}
            placeSections={gaSectionIds}
            ticketGroups={ticketGroups.data?.ticketGroups}
            maxSeats={p.maxSeatsPerTransaction}
            busy={actions.busy === 'continue' || selection.pending > 0}
            onRelease={(held) => void actions.release(held)}
            onContinue={() => {
              messages.clearMessage();
              void actions.proceed().then((ok) => ok && onContinue());
            }}
          />
          {model.hasReservedSeats && (
            <BestAvailableForm
              maxSeats={p.maxSeatsPerTransaction}
              busy={actions.busy === 'best'}
              onFind={(n) => void actions.findBest(n)}
            />
          )}
        </div>
      </div>
      <SeatConfirmDialog seat={choice.confirmSeat} onAccept={choice.accept} onCancel={choice.cancel} />
      <TimerExpiredDialog
        open={selection.deadline !== null && expiredDeadline === selection.deadline}
        extendUsed={selection.extended}
        busy={actions.busy === 'extend' || expiry.refreshing}
        onExtend={() => void actions.extend()}
        onRefresh={() => void expiry.refreshAfterExpiry()}
      />
    </section>
  );
}
