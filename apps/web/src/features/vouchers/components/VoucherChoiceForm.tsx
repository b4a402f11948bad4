import type { SystemVoucherClassOffer } from '@kupa/contracts';
import { MAX_VOUCHERS_PER_ORDER } from '@kupa/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { ItemLoginStep } from '../../item-order';
import { useVoucherChoice, type ChoiceProblem } from '../hooks/use-voucher-choice';
import { groupByBusiness, totalQuantity } from '../utils/voucher-choice';
import { VoucherClassCard } from './VoucherClassCard';
import { VoucherProductsStep } from './VoucherProductsStep';

/** The classes with their steppers and amounts, the chosen count, the order limit, and Continue (then the products step). */
export function VoucherChoiceForm({ classes }: { classes: readonly SystemVoucherClassOffer[] }) {
  const choice = useVoucherChoice(classes);
  const limitId = useId();
  const count = totalQuantity(choice.choice);
  const groups = groupByBusiness(classes);
  if (choice.chosen && choice.needsLogin)
    return (
      <section className="vouchers-login" aria-labelledby={`${limitId}-login`} data-testid="vouchers-login-step">
        <h2 id={`${limitId}-login`}>
          <FormattedMessage id="vouchers.login.title" />
        </h2>
        {/* Once logged in, the customer is known and the products step follows. */}
        <ItemLoginStep kind="vouchers" onLoggedIn={() => undefined} />
        <button type="button" className="button" data-testid="vouchers-login-back" onClick={choice.back}>
          <FormattedMessage id="vouchers.login.back" />
        </button>
      </section>
    );
  if (choice.chosen) return <VoucherProductsStep businessId={choice.chosen.businessId} onDone={choice.finish} onBack={choice.back} />;
  return (
    <form
      className="vouchers-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        choice.proceed();
      }}
    >
      {groups.map((group) => (
        <section key={group.businessId} className="voucher-business" aria-labelledby={`voucher-business-${group.businessId}`}>
          {/* Several businesses sell vouchers: each under its name (one business per order). */}
          <h2 id={`voucher-business-${group.businessId}`} className={groups.length > 1 ? 'voucher-business__name' : 'visually-hidden'}>
            {group.businessName}
          </h2>
          <ul className="voucher-classes">
            {group.classes.map((c) => (
              <VoucherClassCard
                key={c.SystemVoucherClassId}
                offer={c}
                choice={choice}
                limitId={choice.canAdd ? undefined : limitId}
                badAmountPriceId={choice.problem?.kind === 'badAmount' ? choice.problem.priceId : null}
              />
            ))}
          </ul>
        </section>
      ))}
      <div className="vouchers-form__footer">
        <p className="vouchers-form__count" aria-live="polite" data-testid="vouchers-count">
          <FormattedMessage id="vouchers.selected" values={{ count }} />
        </p>
        {choice.canAdd ? null : (
          <p id={limitId} className="vouchers-form__limit" data-testid="vouchers-limit">
            <FormattedMessage id="vouchers.limit" values={{ max: MAX_VOUCHERS_PER_ORDER }} />
          </p>
        )}
        <ProblemText problem={choice.problem} />
        <button type="submit" className="button button--primary" data-testid="vouchers-continue">
          <FormattedMessage id="vouchers.continue" />
        </button>
      </div>
    </form>
  );
}

function ProblemText({ problem }: { problem: ChoiceProblem }) {
  const codeText = useErrorCodeText();
  if (problem === null || problem.kind === 'badAmount') return null;
  return (
    <p className="vouchers-form__problem" role="alert" data-testid="vouchers-problem">
      {problem.kind === 'nothingSelected' ? (
        codeText('NOTHING_SELECTED')
      ) : problem.kind === 'tooMany' ? (
        codeText('MAX_VOUCHERS_EXCEEDED', { max: MAX_VOUCHERS_PER_ORDER })
      ) : (
        <FormattedMessage id="vouchers.mixedBusinesses" />
      )}
    </p>
  );
}
