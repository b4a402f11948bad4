import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from './LocalizedLink';

interface PageNoticeProps {
  title: ReactNode;
  children: ReactNode;
  tone?: 'info' | 'warning';
  headingLevel?: 1 | 2;
  testId?: string;
  action?: ReactNode;
}

/** A boxed message on a page (order, e-ticket) with a way back to the listing. */
export function PageNotice({ title, children, tone = 'info', headingLevel = 2, testId, action }: PageNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`notice notice--${tone}`} data-testid={testId}>
      <Heading className="notice__title">{title}</Heading>
      <div className="notice__body">{children}</div>
      <div className="notice__actions">
        {action}
        <LocalizedLink to="/" className="button button--secondary">
          <FormattedMessage id="common.backHome" />
        </LocalizedLink>
      </div>
    </section>
  );
}
