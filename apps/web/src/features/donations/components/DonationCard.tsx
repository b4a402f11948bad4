import type { DonationChoice } from '@kupa/contracts';
import { errorMessage } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useDonationForm } from '../hooks/use-donation-form';
import type { ChoiceProblem } from '../utils/donation-choice';

/** One donation (spec 8: ByDonation): its fixed amounts, the amount of the donor's choice, and Continue. */
export function DonationCard({ donation }: { donation: DonationChoice }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const form = useDonationForm(donation);
  const price = (shekels: number) => formatPrice(shekels, locale);
  const base = `donation-${donation.id}`;
  const custom = donation.customAmount;
  const problemText = (problem: ChoiceProblem) =>
    problem.kind === 'notANumber'
      ? intl.formatMessage({ id: 'donations.custom.notANumber' })
      : errorMessage(problem.code, locale, custom ? { min: price(custom.min), max: price(custom.max) } : {});
  const errorId = `${base}-error`;
  const customProblem = form.problem !== null && form.selection?.kind === 'custom';

  return (
    <section className="donation-card" aria-labelledby={`${base}-name`} data-testid="donation-card">
      <h2 className="donation-card__name" id={`${base}-name`}>
        {donation.name}
      </h2>
      {donation.description && <p className="donation-card__description">{donation.description}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <fieldset className="donation-card__amounts" aria-describedby={form.problem && !customProblem ? errorId : undefined}>
          <legend className="donation-card__legend">
            <FormattedMessage id="donations.amounts.legend" />
          </legend>
          {donation.amounts.map((a) => (
            <label key={a.id} className="donation-amount" data-testid="donation-amount">
              <input
                type="radio"
                name={`${base}-amount`}
                checked={form.selection?.kind === 'fixed' && form.selection.amountId === a.id}
                onChange={() => form.chooseFixed(a.id)}
              />
              <span>{price(a.amount)}</span>
            </label>
          ))}
          {custom && (
            <label className="donation-amount">
              <input
                type="radio"
                name={`${base}-amount`}
                checked={form.selection?.kind === 'custom'}
                onChange={() => form.chooseCustom()}
                data-testid="donation-custom-option"
              />
              <span>
                <FormattedMessage id="donations.custom.option" />
              </span>
            </label>
          )}
        </fieldset>
        {custom && (
          <div className="donation-card__custom">
            <label className="field__label" htmlFor={`${base}-custom`}>
              <FormattedMessage id="donations.custom.label" />
            </label>
            <input
              id={`${base}-custom`}
              className="field__control donation-card__custom-input"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={form.customText}
              aria-invalid={customProblem ? true : undefined}
              aria-describedby={`${base}-range${customProblem ? ` ${errorId}` : ''}`}
              onChange={(event) => form.typeCustom(event.target.value)}
              data-testid="donation-custom-amount"
            />
            <span className="donation-card__range" id={`${base}-range`}>
              <FormattedMessage id="donations.custom.range" values={{ min: price(custom.min), max: price(custom.max) }} />
            </span>
          </div>
        )}
        {form.problem && (
          <p className="donation-card__error" id={errorId} role="alert" data-testid="donation-error">
            {problemText(form.problem)}
          </p>
        )}
        <button type="submit" className="button button--primary" data-testid="donation-continue">
          <FormattedMessage id="donations.continue" />
        </button>
      </form>
    </section>
  );
}
