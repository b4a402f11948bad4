import type { MiniSitePresentationsResponse } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { SaveBar, type SaveState } from '../SaveBar';

/** The upcoming presentations a mini site sells, one box each; one sold by another site says so and moves on save. */
export function MiniSitePresentationsForm({
  answer,
  onSave,
  state,
}: {
  answer: MiniSitePresentationsResponse;
  onSave(presentationIds: number[]): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { miniSiteId, presentations } = answer;
  const [chosen, setChosen] = useState(() => new Set(presentations.filter((p) => p.miniSiteId === miniSiteId).map((p) => p.id)));
  const toggle = (id: number, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(presentations.filter((p) => chosen.has(p.id)).map((p) => p.id));
  };
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="site-presentations">
      <fieldset>
        <legend>
          <FormattedMessage id="live.channels.sells.title" />
        </legend>
        {presentations.length === 0 && (
          <p className="field__hint">
            <FormattedMessage id="live.channels.sells.none" />
          </p>
        )}
        {presentations.map((p) => (
          <label key={p.id} className="manage-form__check">
            <input
              type="checkbox"
              data-testid={`site-presentation-${p.id}`}
              checked={chosen.has(p.id)}
              onChange={(e) => toggle(p.id, e.target.checked)}
            />
            {intl.formatMessage(
              { id: p.miniSiteId !== null && p.miniSiteId !== miniSiteId ? 'live.channels.sells.otherSite' : 'live.channels.sells.option' },
              { film: locale === 'he' ? p.featureHe : p.featureEn, when: when(p.startsAt) },
            )}
          </label>
        ))}
      </fieldset>
      {presentations.length > 0 && <SaveBar state={state} testId="site-presentations" />}
    </form>
  );
}
