import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import type { StaffRole } from '@kupa/domain';
import { BACK_OFFICE_SECTIONS, sectionAllowed, type BackOfficeSectionKey } from '../sections';
import { sectionHref } from '../utils/manage-route';

/** The sections of the registry that the user's role in the business may open, the current one marked. */
export function SectionNav({ current, businessId, role }: { current: BackOfficeSectionKey; businessId: number; role: StaffRole }) {
  const intl = useIntl();
  return (
    <nav className="back-office__nav" aria-label={intl.formatMessage({ id: 'live.manage.nav' })}>
      <ul className="staff-menu__list">
        {BACK_OFFICE_SECTIONS.filter((s) => sectionAllowed(s, role)).map((s) => (
          <li key={s.key}>
            <LocalizedLink
              to={sectionHref(s.key, businessId)}
              className="staff-menu__link"
              aria-current={s.key === current ? 'page' : undefined}
              data-testid={`manage-section-${s.key}`}
            >
              <FormattedMessage id={s.label} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
