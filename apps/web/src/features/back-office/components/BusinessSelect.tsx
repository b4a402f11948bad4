import type { StaffSession } from '@kupa/contracts';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/i18n/locale-context';
import { withLang } from '../../../lib/i18n/with-lang';
import type { BackOfficeSectionKey } from '../sections';
import { sectionHref } from '../utils/manage-route';

/** Which of the session's businesses is being managed; choosing another opens the same section for it. */
export function BusinessSelect({
  businesses,
  businessId,
  section,
}: {
  businesses: StaffSession['businesses'];
  businessId: number;
  section: BackOfficeSectionKey;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { linkLang } = useLocale();
  return (
    <div className="field back-office__business">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="live.manage.business" />
      </label>
      <select
        id={id}
        className="field__control"
        value={businessId}
        data-testid="manage-business"
        onChange={(e) => void navigate(withLang(sectionHref(section, Number(e.target.value)), linkLang))}
      >
        {businesses.map((b) => (
          <option key={b.BusinessId} value={b.BusinessId}>
            {b.Name}
          </option>
        ))}
      </select>
    </div>
  );
}
