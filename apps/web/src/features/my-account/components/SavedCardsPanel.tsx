import type { CustomerDetails, SavedCard } from '@kupa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCustomer } from '../../checkout';
import { removeMyCard } from '../api/account-calls';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { myDetailsKey } from '../hooks/use-my-account';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SectionNotice } from './SectionStates';

/** The saved cards (spec 3 MagCards) by last four and expiry, each removable after a confirmation. */
export function SavedCardsPanel({ cards }: { cards: readonly SavedCard[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const session = useCustomer();
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmedAction<SavedCard>(async (card) => {
    await removeMyCard(card.id);
    queryClient.setQueryData<CustomerDetails>(myDetailsKey, (d) => d && { ...d, cards: d.cards.filter((c) => c.id !== card.id) });
    setNotice(intl.formatMessage({ id: 'myAccount.cards.removed' }));
    // The checkout offers the session's saved cards: it must forget this one too.
    void session.refresh();
  });
  return (
    <section className="my-account__panel" aria-labelledby="my-cards-title" data-testid="my-cards">
      <h3 id="my-cards-title" className="my-account__card-title">
        <FormattedMessage id="myAccount.cards.title" />
      </h3>
      <SectionNotice text={notice} />
      {cards.length === 0 ? (
        <p className="my-account__muted" data-testid="my-cards-empty">
          <FormattedMessage id="myAccount.cards.empty" />
        </p>
      ) : (
        <ul className="my-account__list">
          {cards.map((card) => (
            <li key={card.id} className="my-account__saved-card" data-testid="my-card">
              <span>
                <FormattedMessage id="myAccount.cards.card" values={{ last4: card.last4 }} />
                <span className="my-account__muted my-account__expiry">
                  <FormattedMessage
                    id="myAccount.cards.expiry"
                    values={{ month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) }}
                  />
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={intl.formatMessage({ id: 'myAccount.cards.removeLabel' }, { last4: card.last4 })}
                data-testid="my-card-remove"
                onClick={() => {
                  setNotice(null);
                  removal.ask(card);
                }}
              >
                <FormattedMessage id="myAccount.cards.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        cancelLabel={<FormattedMessage id="myAccount.dialog.keep" />}
        open={removal.subject !== null}
        testId="card-remove-dialog"
        title={<FormattedMessage id="myAccount.cards.removeTitle" />}
        body={<FormattedMessage id="myAccount.cards.removeBody" values={{ last4: removal.subject?.last4 ?? '' }} />}
        confirmLabel={<FormattedMessage id="myAccount.cards.removeConfirm" />}
        onConfirm={removal.confirm}
        onCancel={removal.dismiss}
      />
    </section>
  );
}
