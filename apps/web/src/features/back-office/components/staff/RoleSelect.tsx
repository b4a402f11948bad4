import { STAFF_ROLES, type StaffRole } from '@kupa/domain';
import { useIntl } from 'react-intl';

/** A select of the four roles (ADR 0016), labelled by the caller (a visible label or aria-label). */
export function RoleSelect({
  id,
  value,
  onChange,
  label,
  testId,
  disabled,
}: {
  id?: string;
  value: StaffRole;
  onChange(role: StaffRole): void;
  label?: string;
  testId: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <select
      id={id}
      className="field__control"
      value={value}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      onChange={(e) => onChange(STAFF_ROLES.find((r) => r === e.target.value) ?? value)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {intl.formatMessage({ id: `live.staff.role.${role}` })}
        </option>
      ))}
    </select>
  );
}
