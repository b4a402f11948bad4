import type { ChannelsResponse, MiniSiteInput } from '@kupa/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { siteInputOf, type MiniSiteDraft } from '../../utils/channel-drafts';
import { refusedFieldOf } from '../../utils/field-error';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField } from '../TextField';

type SiteText = Exclude<keyof MiniSiteDraft, 'prices'>;
const TEXTS: ReadonlyArray<readonly [SiteText, LiveMessageKey, 'he' | 'en' | undefined]> = [
  ['url', 'live.channels.site.url', 'en'],
  ['nameHe', 'live.channels.site.nameHe', 'he'],
  ['nameEn', 'live.channels.site.nameEn', 'en'],
  ['taglineHe', 'live.channels.site.taglineHe', 'he'],
  ['taglineEn', 'live.channels.site.taglineEn', 'en'],
  ['brandColor', 'live.channels.site.color', 'en'],
];

/** A mini site's form: address, names, brand texts and a referral price per ticket type; a refused save keeps it. */
export function MiniSiteForm(props: {
  initial: MiniSiteDraft;
  policies: ChannelsResponse['pricePolicies'];
  onSave(input: MiniSiteInput): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [draft, setDraft] = useState(props.initial);
  const [unreadable, setUnreadable] = useState(false);
  const refused = props.state.isPending ? null : refusedFieldOf(props.state.error);
  const problem = unreadable ? 'prices' : refused?.split('.')[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = siteInputOf(draft);
    setUnreadable('invalid' in result);
    if ('input' in result) props.onSave(result.input);
  };
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="site-form">
      <div className="manage-form__row">
        {TEXTS.map(([field, label, lang]) => (
          <TextField
            key={field}
            label={label}
            value={draft[field]}
            onChange={(value) => setDraft({ ...draft, [field]: value })}
            invalid={problem === field}
            testId={`site-${field}`}
            {...(lang ? { lang } : {})}
          />
        ))}
      </div>
      <fieldset aria-invalid={problem === 'prices' || undefined}>
        <legend>
          <FormattedMessage id="live.channels.site.prices" />
        </legend>
        <div className="manage-form__row">
          {props.policies.map((p) => (
            <label key={p.id} className="field">
              <span className="field__label">
                {intl.formatMessage(
                  { id: 'live.channels.site.housePrice' },
                  {
                    name: locale === 'he' ? p.nameHe : p.nameEn,
                    price: intl.formatNumber(p.price, { style: 'currency', currency: 'ILS' }),
                  },
                )}
              </span>
              <input
                className="field__control"
                inputMode="decimal"
                dir="ltr"
                value={draft.prices[p.id] ?? ''}
                data-testid={`site-price-${p.id}`}
                onChange={(e) => setDraft({ ...draft, prices: { ...draft.prices, [p.id]: e.target.value } })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <SaveBar state={props.state} testId="site" />
    </form>
  );
}
