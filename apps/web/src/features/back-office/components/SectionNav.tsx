import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { BACK_OFFICE_SECTIONS, type BackOfficeSectionKey } from '../sections';
import { sectionHref } from '../utils/manage-route';

/** The sections of the registry, the current one marked. */
export function SectionNav({ current, businessId }: { current: BackOfficeSectionKey; businessId: number }) {
  const intl = useIntl();
  return (
    <nav className="back-office__nav" aria-label={intl.formatMessage({ id: 'live.manage.nav' })}>
      <ul className="staff-menu__list">
        {BACK_OFFICE_SECTIONS.map((s) => (
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
