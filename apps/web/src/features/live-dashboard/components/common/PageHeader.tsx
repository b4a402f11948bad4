import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';
import { useDocumentTitle } from '../../../../lib/i18n/use-document-title';

interface PageHeaderProps {
  title: AnyMessageKey;
  description?: AnyMessageKey;
  /** The Refresh bar. */
  actions?: ReactNode;
}

/** The page title (also the tab title) with its short description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: title }));
  return (
    <div className="live-page__header">
      <div>
        <h1 className="live-page__title">
          <FormattedMessage id={title} />
        </h1>
        {description && (
          <p className="live-page__description">
            <FormattedMessage id={description} />
          </p>
        )}
      </div>
      {actions}
    </div>
  );
}
