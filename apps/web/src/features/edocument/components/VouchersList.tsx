import type { ReservationSummary } from '@kupa/contracts';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** "Show vouchers": the vouchers bought in the order with their codes, behind a button (spec 2 e-ticket view). */
export function VouchersList({ vouchers }: { vouchers: ReservationSummary['vouchers'] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (vouchers.length === 0) return null;
  return (
    <section className="edocument-vouchers">
      <button
        type="button"
        className="button button--secondary no-print"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="edocument-show-vouchers"
      >
        <FormattedMessage id={open ? 'edocument.vouchers.hide' : 'edocument.vouchers.show'} />
      </button>
      <div id={listId} hidden={!open} className="edocument-vouchers__panel" data-testid="edocument-vouchers">
        <h2 className="edocument-vouchers__title">
          <FormattedMessage id="edocument.vouchers.title" />
        </h2>
        <ul className="edocument-vouchers__list">
          {vouchers.map((voucher) => (
            <li key={voucher.reference} className="edocument-voucher" data-testid="edocument-voucher">
              <span className="edocument-voucher__name">{voucher.name}</span>
              <span className="edocument-voucher__reference">
                <span className="edocument-voucher__label">
                  <FormattedMessage id="edocument.vouchers.reference" />
                </span>
                <bdi dir="ltr" data-testid="edocument-voucher-reference">
                  {voucher.reference}
                </bdi>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
