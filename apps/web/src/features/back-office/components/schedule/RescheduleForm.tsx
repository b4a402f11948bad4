import type { PresentationEdit, StaffPresentation } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { refusedFieldOf } from '../../utils/field-error';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

/** Moves one presentation to another date or time, keeping its other terms. */
export function RescheduleForm({
  presentation,
  onSave,
  onClose,
  state,
}: {
  presentation: StaffPresentation;
  onSave(change: PresentationEdit): void;
  onClose(): void;
  state: SaveState;
}) {
  const [date, setDate] = useState(presentation.date);
  const [time, setTime] = useState(presentation.time);
  const refused = state.isPending ? null : refusedFieldOf(state.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const {
      seating,
      gaCapacity,
      saleOpensDaysBefore,
      saleClosesMinutesBefore,
      lockTimers,
      maxSeatsPerTransaction,
      serviceChargeAgorot,
      bookingFeeAgorot,
    } = presentation;
    onSave({
      date,
      time,
      seating,
      gaCapacity,
      saleOpensDaysBefore,
      saleClosesMinutesBefore,
      lockTimers,
      maxSeatsPerTransaction,
      serviceChargeAgorot,
      bookingFeeAgorot,
    });
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="reschedule-form">
      <div className="manage-form__row">
        <TextField
          label="live.schedule.date"
          value={date}
          onChange={setDate}
          invalid={refused === 'date'}
          testId="reschedule-date"
          inputMode="numeric"
        />
        <TextField
          label="live.schedule.time"
          value={time}
          onChange={setTime}
          invalid={refused === 'time'}
          testId="reschedule-time"
          inputMode="numeric"
        />
      </div>
      <SaveBar state={state} testId="reschedule" />
      <button type="button" className="button button--secondary" onClick={onClose} data-testid="reschedule-close">
        <FormattedMessage id="live.schedule.close" />
      </button>
    </form>
  );
}
