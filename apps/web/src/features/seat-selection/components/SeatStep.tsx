import type { Presentation } from '@kupa/contracts';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useErrorCodeText, useFailureText } from '../../../lib/i18n/use-error-text';
import { useSeatActions } from '../hooks/use-seat-actions';
import { useSeatSync } from '../hooks/use-seat-sync';
import { seatplanSourceOf, useSeatplan } from '../hooks/use-seatplan';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { useTicketGroups } from '../hooks/use-ticket-groups';
import type { TimerAnnouncement } from '../utils/countdown';
import { buildSeatMapModel, type MapSeat, type MapSection } from '../utils/seat-layout';
import { createSeatNamer, type Translate } from '../utils/seat-names';
import { legendKeysFor } from '../utils/seat-state';
import { SeatStore } from '../utils/seat-store';
import { BestAvailableForm } from './BestAvailableForm';
import { GeneralAdmissionPicker } from './GeneralAdmissionPicker';
import { SeatMap } from './map/SeatMap';
import { SeatConfirmDialog } from './SeatConfirmDialog';
import { SeatError, type SeatMessage } from './SeatError';
import { SeatLegend } from './SeatLegend';
import { SeatList } from './SeatList';
import { SeatViewSwitch, type SeatView } from './SeatViewSwitch';
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
  const failureText = useFailureText();
  const codeText = useErrorCodeText();
  const [store] = useState(() => new SeatStore());
  const seatplan = useSeatplan(p, locale);
  const ticketGroups = useTicketGroups(p.id, locale);
  const reserved = p.isReserved === 1;
  const model = useMemo(() => (seatplan.data ? buildSeatMapModel(seatplan.data, reserved) : null), [seatplan.data, reserved]);
  const sync = useSeatSync(store, p, locale);
  const selection = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [message, setMessage] = useState<SeatMessage | null>(null);
  const [announcements, setAnnouncements] = useState<readonly { id: number; text: string }[]>([]);
  const [view, setView] = useState<SeatView>('map');
  const [confirmSeat, setConfirmSeat] = useState<MapSeat | null>(null);
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const legendKeys = useMemo(() => (model ? legendKeysFor(model.seats) : []), [model]);
  const sectionNames = useMemo(() => new Map((model?.sections ?? []).map((s) => [s.id, s.name])), [model]);
  const namer = useMemo(() => {
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    return createSeatNamer(t, sectionNames);
  }, [intl, sectionNames]);

  const report = useStableCallback((error: unknown) => {
    setMessage({ text: failureText(error), code: isApiError(error) ? error.code : null, tone: 'error' });
  });
  const inform = useStableCallback((text: string) => setMessage({ text, code: null, tone: 'info' }));
  // A log of the last few messages: a selection and the timer starting at the same moment are both spoken.
  const announce = useStableCallback((text: string) =>
    setAnnouncements((list) => [...list.slice(-2), { id: (list.at(-1)?.id ?? 0) + 1, text }]),
  );
  const actions = useSeatActions({ presentation: p, store, model, lang: locale, report, inform, announce, refresh: sync.refresh });

  /** Accessible (wheelchair) and limited-view seats are confirmed before they are locked (spec 5). */
  const choose = useStableCallback((seat: MapSeat) => {
    setMessage(null);
    if (store.stateOf(seat.key) === 'available' && (seat.accessible || seat.limitedView)) setConfirmSeat(seat);
    else actions.toggle(seat);
  });

  const onTimer = useStableCallback((a: TimerAnnouncement | { kind: 'start'; minutes: number }) => {
    if (a.kind === 'seconds') announce(intl.formatMessage({ id: 'seats.timer.announceSeconds' }, { seconds: a.seconds }));
    else if (a.kind === 'minutes') announce(intl.formatMessage({ id: 'seats.timer.announceMinutes' }, { minutes: a.minutes }));
    else announce(intl.formatMessage({ id: 'seats.timer.announceStart' }, { minutes: a.minutes }));
  });

  const refreshAfterExpiry = async () => {
    setRefreshing(true);
    const ok = await sync.refresh({ clearSelection: true });
    setRefreshing(false);
    if (ok) announce(intl.formatMessage({ id: 'seats.announce.refreshed' }));
    else report(sync.loadError);
  };

  if (seatplanSourceOf(p) === null) {
    return (
      <p className="seat-step__problem" data-testid="seats-load-error">
        {codeText('SEATPLAN_NOT_FOUND')}
      </p>
    );
  }
  const loadError = seatplan.error ?? (selection.statusLoaded ? null : sync.loadError);
  if (loadError) {
    return (
      <div className="seat-step__problem" data-testid="seats-load-error" role="alert">
        <p className="seat-step__problem-title">
          <FormattedMessage id="seats.loadError" />
        </p>
        <p>{failureText(loadError)}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="seats-retry"
          onClick={() => {
            void seatplan.refetch();
            void sync.refresh();
          }}
        >
          <FormattedMessage id="common.tryAgain" />
        </button>
      </div>
    );
  }
  if (!model || !selection.statusLoaded) {
    return (
      <p className="seat-step__loading" role="status" data-testid="seats-loading">
        <Spinner />
        <FormattedMessage id="seats.loading" />
      </p>
    );
  }

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
        <StepTimer deadline={selection.deadline} stepSeconds={stepSeconds} onAnnounce={onTimer} onExpired={setExpiredDeadline} />
      </div>
      <div className="visually-hidden" role="log" aria-live="polite" data-testid="seat-announcer">
        {announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
      <SeatError message={message} onDismiss={() => setMessage(null)} />
      {sync.live === 'reconnecting' && (
        <p className="seat-live" role="status" data-testid="seat-live-status">
          <FormattedMessage id="seats.live.paused" />
        </p>
      )}
      <div className={`seat-step__body${model.hasReservedSeats ? '' : ' seat-step__body--places'}`}>
        {model.hasReservedSeats && (
          <div className="seat-step__picker">
            <SeatViewSwitch value={view} onChange={setView} />
            {soldOut && (
              <p className="seat-step__sold-out" data-testid="seats-sold-out">
                <FormattedMessage id="seats.soldOut" />
              </p>
            )}
            {view === 'map' ? (
              <SeatMap model={model} store={store} venueName={p.venueName} namer={namer} onChoose={choose} />
            ) : (
              <SeatList model={model} store={store} namer={namer} onChoose={choose} />
            )}
            <SeatLegend keys={legendKeys} />
          </div>
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
            onRelease={(held) => void actions.unlock(held)}
            onContinue={() => {
              setMessage(null);
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
      <SeatConfirmDialog
        seat={confirmSeat}
        onAccept={(seat) => {
          setConfirmSeat(null);
          void actions.lock(seat);
        }}
        onCancel={() => setConfirmSeat(null)}
      />
      <TimerExpiredDialog
        open={selection.deadline !== null && expiredDeadline === selection.deadline}
        extendUsed={selection.extended}
        busy={actions.busy === 'extend' || refreshing}
        onExtend={() => void actions.extend()}
        onRefresh={() => void refreshAfterExpiry()}
      />
    </section>
  );
}
