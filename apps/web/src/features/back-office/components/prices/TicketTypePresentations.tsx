import type { StaffTicketType, TicketTypePresentations as Change, TicketTypesResponse } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { SaveBar, type SaveState } from '../SaveBar';

/** Which upcoming presentations sell a ticket type: ticked boxes, saved as one attach/detach change. */
export function TicketTypePresentations({
  type,
  presentations,
  onSave,
  state,
}: {
  type: StaffTicketType;
  presentations: TicketTypesResponse['presentations'];
  onSave(change: Change): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [chosen, setChosen] = useState(() => new Set(type.presentationIds));
  const toggle = (id: number, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const was = new Set(type.presentationIds);
    onSave({ attach: [...chosen].filter((id) => !was.has(id)), detach: [...was].filter((id) => !chosen.has(id)) });
  };
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const name = locale === 'he' ? type.nameHe : type.nameEn;
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="ticket-type-presentations">
      <fieldset>
        <legend>
          <FormattedMessage id="live.prices.presentationsTitle" values={{ name }} />
        </legend>
        <p className="field__hint">
          <FormattedMessage id={presentations.length > 0 ? 'live.prices.presentationsHint' : 'live.prices.noPresentations'} />
        </p>
        {presentations.map((p) => (
          <label key={p.id} className="manage-form__check">
            <input
              type="checkbox"
              data-testid={`ticket-type-presentation-${p.id}`}
              checked={chosen.has(p.id)}
              disabled={type.retired}
              onChange={(e) => toggle(p.id, e.target.checked)}
            />
            {intl.formatMessage(
              { id: 'live.prices.presentationOption' },
              { film: locale === 'he' ? p.featureHe : p.featureEn, when: when(p.startsAt) },
            )}
          </label>
        ))}
      </fieldset>
      {!type.retired && presentations.length > 0 && <SaveBar state={state} testId="ticket-type-presentations" />}
    </form>
  );
}
