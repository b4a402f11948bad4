import { FormattedMessage } from 'react-intl';

/** A temporary password just made, shown this once with whose it is. */
export function TemporaryPassword({ username, password }: { username: string; password: string }) {
  return (
    <div className="notice notice--info" role="status" data-testid="staff-temporary-password">
      <p className="notice__body">
        <FormattedMessage
          id="live.staff.temporaryPassword"
          values={{
            username,
            password: (
              <code dir="ltr" lang="en" data-testid="staff-temporary-password-value">
                {password}
              </code>
            ),
          }}
        />
      </p>
      <p className="notice__body">
        <FormattedMessage id="live.staff.temporaryPasswordHint" />
      </p>
    </div>
  );
}
