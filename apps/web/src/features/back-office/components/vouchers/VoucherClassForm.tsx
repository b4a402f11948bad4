import type { VoucherClassInput } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { voucherClassInputOf, voucherFieldOf, type VoucherClassDraft } from '../../utils/voucher-class-draft';
import { SaveBar, type SaveState } from '../SaveBar';
import { TextField, TextFields } from '../TextField';
import { VoucherPricesFieldset } from './VoucherPricesFieldset';
import { useDraftForm } from '../../hooks/use-draft-form';

type ClassField = 'nameHe' | 'nameEn' | 'descriptionHe' | 'descriptionEn' | 'termsHe' | 'termsEn' | 'validityDays' | 'replacementDays';
type Options = Partial<{ lang: 'he' | 'en'; inputMode: 'numeric'; multiline: true }>;

const TEXTS: ReadonlyArray<readonly [ClassField, LiveMessageKey, Options]> = [
  ['nameHe', 'live.vouchers.nameHe', { lang: 'he' }],
  ['nameEn', 'live.vouchers.nameEn', { lang: 'en' }],
  ['descriptionHe', 'live.vouchers.descriptionHe', { lang: 'he', multiline: true }],
  ['descriptionEn', 'live.vouchers.descriptionEn', { lang: 'en', multiline: true }],
  ['termsHe', 'live.vouchers.termsHe', { lang: 'he', multiline: true }],
  ['termsEn', 'live.vouchers.termsEn', { lang: 'en', multiline: true }],
  ['validityDays', 'live.vouchers.validityDays', { inputMode: 'numeric' }],
  ['replacementDays', 'live.vouchers.replacementDays', { inputMode: 'numeric' }],
];

/** A gift-voucher class's form: texts, what it pays for, validity, an open-value range and its prices. */
export function VoucherClassForm({
  initial,
  onSave,
  state,
}: {
  initial: VoucherClassDraft;
  onSave(input: VoucherClassInput): void;
  state: SaveState;
}) {
  const intl = useIntl();
  const id = useId();
  const { draft, change, submit, problem } = useDraftForm({ initial, read: voucherClassInputOf, state, onSave, fieldOf: voucherFieldOf });
  const open = draft.kind === 'value' && draft.isOpenValue;
  const openField = (field: 'minPrice' | 'maxPrice', label: LiveMessageKey) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(value) => change({ ...draft, [field]: value })}
      invalid={problem === field}
      testId={`voucher-${field}`}
      inputMode="numeric"
    />
  );
  return (
    <form className="manage-form" onSubmit={submit} noValidate data-testid="voucher-class-form">
      <div className="manage-form__row">
        <TextFields specs={TEXTS} draft={draft} problem={problem} onChange={change} testIdPrefix="voucher" />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            <FormattedMessage id="live.vouchers.kind" />
          </label>
          <select
            id={`${id}-kind`}
            className="field__control"
            value={draft.kind}
            data-testid="voucher-kind"
            onChange={(e) => change({ ...draft, kind: e.target.value === 'tickets' ? 'tickets' : 'value' })}
          >
            <option value="value">{intl.formatMessage({ id: 'live.vouchers.kind.value' })}</option>
            <option value="tickets">{intl.formatMessage({ id: 'live.vouchers.kind.tickets' })}</option>
          </select>
        </div>
      </div>
      {draft.kind === 'value' && (
        <label className="manage-form__check">
          <input
            type="checkbox"
            checked={draft.isOpenValue}
            data-testid="voucher-isOpenValue"
            onChange={(e) =>
              change({ ...draft, isOpenValue: e.target.checked, prices: e.target.checked ? draft.prices.slice(0, 1) : draft.prices })
            }
          />
          <FormattedMessage id="live.vouchers.isOpenValue" />
        </label>
      )}
      {open && (
        <div className="manage-form__row">
          {openField('minPrice', 'live.vouchers.minPrice')}
          {openField('maxPrice', 'live.vouchers.maxPrice')}
        </div>
      )}
      <VoucherPricesFieldset draft={draft} problem={problem} onChange={(prices) => change({ ...draft, prices })} />
      <label className="manage-form__check">
        <input
          type="checkbox"
          checked={draft.isActive}
          data-testid="voucher-isActive"
          onChange={(e) => change({ ...draft, isActive: e.target.checked })}
        />
        <FormattedMessage id="live.vouchers.isActive" />
      </label>
      <SaveBar state={state} testId="voucher" />
    </form>
  );
}
