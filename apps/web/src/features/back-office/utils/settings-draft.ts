import type { BusinessSettings } from '@kupa/contracts';
import { isPercentageCharge, type CancellationChargeKind, type LoginMethod } from '@kupa/domain';

/** The settings form as typed: the charge and the hours are text until saved. */
export interface SettingsDraft {
  loginDefault: LoginMethod;
  loginEnabled: LoginMethod[];
  cancellationEnabled: boolean;
  hoursBeforeStart: string;
  chargeKind: CancellationChargeKind;
  /** Shekels for the amount kinds, a percentage for the percentage kinds, empty for none. */
  chargeValue: string;
}

export function draftOf(settings: BusinessSettings): SettingsDraft {
  const { charge } = settings.orderCancellation;
  return {
    loginDefault: settings.loginMethods.default,
    loginEnabled: [...settings.loginMethods.enabled],
    cancellationEnabled: settings.orderCancellation.enabled,
    hoursBeforeStart: String(settings.orderCancellation.hoursBeforeStart),
    chargeKind: charge.kind,
    chargeValue: charge.kind === 'none' ? '' : isPercentageCharge(charge.kind) ? String(charge.value) : (charge.value / 100).toFixed(2),
  };
}

/** A method switched on or off; switching off the default makes the first one left the default. */
export function withLoginMethod(draft: SettingsDraft, method: LoginMethod, on: boolean): SettingsDraft {
  const enabled = on ? [...new Set([...draft.loginEnabled, method])] : draft.loginEnabled.filter((m) => m !== method);
  const loginDefault = enabled.includes(draft.loginDefault) ? draft.loginDefault : (enabled[0] ?? draft.loginDefault);
  return { ...draft, loginEnabled: enabled, loginDefault };
}

/**
 * The settings to save, or the draft field that cannot be read as a number (the server checks the ranges and the
 * rules and names the field it refuses).
 */
export function settingsOf(draft: SettingsDraft): { settings: BusinessSettings } | { invalid: 'hoursBeforeStart' | 'chargeValue' } {
  const hours = Number(draft.hoursBeforeStart);
  if (draft.hoursBeforeStart.trim() === '' || !Number.isInteger(hours)) return { invalid: 'hoursBeforeStart' };
  let value = 0;
  if (draft.chargeKind !== 'none') {
    const typed = Number(draft.chargeValue);
    if (draft.chargeValue.trim() === '' || !Number.isFinite(typed)) return { invalid: 'chargeValue' };
    value = isPercentageCharge(draft.chargeKind) ? typed : Math.round(typed * 100);
    if (!Number.isInteger(value)) return { invalid: 'chargeValue' };
  }
  return {
    settings: {
      loginMethods: { default: draft.loginDefault, enabled: draft.loginEnabled },
      orderCancellation: {
        enabled: draft.cancellationEnabled,
        hoursBeforeStart: hours,
        charge: { kind: draft.chargeKind, value },
      },
    },
  };
}

/** The draft field a server refusal names ("orderCancellation.charge.value" is the charge's value field). */
export function draftFieldOf(refused: string | null): keyof SettingsDraft | null {
  switch (refused) {
    case 'loginMethods.default':
      return 'loginDefault';
    case 'loginMethods.enabled':
      return 'loginEnabled';
    case 'orderCancellation.hoursBeforeStart':
      return 'hoursBeforeStart';
    case 'orderCancellation.charge.value':
      return 'chargeValue';
    case 'orderCancellation.charge.kind':
      return 'chargeKind';
    default:
      return null;
  }
}
