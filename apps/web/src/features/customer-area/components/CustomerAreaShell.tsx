import type { CustomerInfoView } from '@kupa/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedNavLink } from '../../../components/ui/LocalizedLink';
import { customerAreaSections, type CustomerAreaSection } from '../sections';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { customerDisplayName } from '../utils/customer-name';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

interface CustomerAreaShellProps {
  customer: CustomerInfoView;
  /** The section shown; undefined when the area has none yet. */
  section: CustomerAreaSection | undefined;
  onLogout(): Promise<void>;
}

/** The logged-in customer area: who is logged in, the sections as a nav of links, the section shown, and logout. */
export function CustomerAreaShell({ customer, section, onLogout }: CustomerAreaShellProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const name = customerDisplayName(customer);
  const Section = section?.Component;
  return (
    <div className="customer-area" data-testid="customer-area">
      <header className="customer-area__header">
        <div>
          <h1 ref={titleRef} className="customer-area__title" tabIndex={-1} data-testid="customer-area-title">
            <FormattedMessage id="customerArea.title" />
          </h1>
          <p className="customer-area__who" data-testid="customer-area-name">
            {name ? <FormattedMessage id="customerArea.hello" values={{ name }} /> : <FormattedMessage id="customerArea.helloNoName" />}
          </p>
        </div>
        <button type="button" className="button button--secondary" data-testid="customer-logout" onClick={() => setConfirming(true)}>
          <FormattedMessage id="customerArea.logout.open" />
        </button>
      </header>
      {customerAreaSections.length > 0 && (
        <nav
          className="customer-area__nav"
          aria-label={intl.formatMessage({ id: 'customerArea.sectionsNav' })}
          data-testid="customer-area-nav"
        >
          <ul className="customer-area__tabs">
            {customerAreaSections.map((entry) => (
              <li key={entry.id}>
                <LocalizedNavLink
                  to={`/customer/${entry.id}`}
                  className="customer-area__tab"
                  aria-current={entry.id === section?.id ? 'page' : undefined}
                  data-testid={`customer-area-tab-${entry.id}`}
                >
                  <FormattedMessage id={entry.label} />
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="customer-area__section" data-testid="customer-area-section" data-section={section?.id}>
        {Section ? (
          <Section />
        ) : (
          <p className="customer-area__empty" data-testid="customer-area-welcome">
            <FormattedMessage id="customerArea.welcome" />
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        testId="customer-logout-dialog"
        title={<FormattedMessage id="customerArea.logout.title" />}
        body={<FormattedMessage id="customerArea.logout.body" />}
        confirmLabel={<FormattedMessage id="customerArea.logout.confirm" />}
        cancelLabel={<FormattedMessage id="customerArea.logout.cancel" />}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await onLogout();
          setConfirming(false);
        }}
      />
    </div>
  );
}
