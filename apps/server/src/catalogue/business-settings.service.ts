import type { BusinessSettings, CheckoutSettings, CheckoutSettingsChange } from '@kupa/contracts';
import { isPercentageCharge, KupaError, type Clock } from '@kupa/domain';
import { loginMethodsOf } from '../customer-auth/login-methods';
import { cancellationPolicyOf } from '../reservations/cancellation-policy';
import type { DatabaseHandle } from '../db/connect';
import { BusinessSettingsRepository } from './business-settings.repository';
import { checkoutSettingsOf, withCheckoutSettings } from './checkout-settings-document';

/** Who changes the settings, for the audit log. */
export interface SettingsActor {
  kind: 'staff';
  id: number;
}

/**
 * A business's settings as staff edit them (issue 13, spec 6). The settings document is read by each module that
 * applies a part of it (login methods, the cancellation policy), and this service shows staff exactly what those
 * readers make of it; a change replaces only the parts it edits and keeps the rest of the document.
 */
export class BusinessSettingsService {
  constructor(
    private readonly repository: BusinessSettingsRepository,
    private readonly clock: Clock,
  ) {}

  async settings(businessId: number): Promise<BusinessSettings> {
    const json = await this.repository.settingsJson(businessId);
    if (json === null) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return settingsOf(json);
  }

  /** The stored settings document, for the modules that apply a part of it (null for an unknown business). */
  document(businessId: number): Promise<string | null> {
    return this.repository.settingsJson(businessId);
  }

  /** The auth profile new presentations of the business are sold under (its first, the web profile). */
  async webAuthProfile(businessId: number): Promise<number> {
    const id = await this.repository.firstAuthProfileId(businessId);
    if (id === null) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return id;
  }

  /** Saves the settings (already validated by the contract) and writes an audit entry with the before and after. */
  async update(businessId: number, settings: BusinessSettings, actor: SettingsActor): Promise<BusinessSettings> {
    const json = await this.changeDocument(businessId, actor, 'business.settings_changed', settingsOf, (document) =>
      withSettings(document, settings),
    );
    return settingsOf(json);
  }

  /** Who may buy, the lock timers and the default fees of new presentations (issue 13). */
  async checkoutSettings(businessId: number): Promise<CheckoutSettings> {
    const json = await this.repository.settingsJson(businessId);
    if (json === null) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return checkoutSettingsOf(json);
  }

  /** Saves auth.required, the lock timers and the default fees (validated by the contract), with an audit entry. */
  async updateCheckoutSettings(businessId: number, settings: CheckoutSettingsChange, actor: SettingsActor): Promise<CheckoutSettings> {
    const json = await this.changeDocument(businessId, actor, 'business.checkout_settings_changed', checkoutSettingsOf, (document) =>
      withCheckoutSettings(document, settings),
    );
    return checkoutSettingsOf(json);
  }

  /** Rewrites the document in one transaction with an audit entry of what its readers make of it before and after. */
  private async changeDocument(
    businessId: number,
    actor: SettingsActor,
    action: string,
    shown: (json: string) => unknown,
    edit: (document: Record<string, unknown>) => Record<string, unknown>,
  ): Promise<string> {
    const json = await this.repository.change(businessId, (stored) => {
      const next = JSON.stringify(edit(parseDocument(stored)));
      return {
        json: next,
        audit: {
          at: this.clock.now().toISOString(),
          actorKind: actor.kind,
          actorId: String(actor.id),
          action,
          entity: 'business',
          entityId: String(businessId),
          data: { before: shown(stored), after: shown(next) },
        },
      };
    });
    if (json === null) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return json;
  }
}

/** The settings as the customer-facing readers apply them. */
function settingsOf(json: string): BusinessSettings {
  const methods = loginMethodsOf(json);
  const policy = cancellationPolicyOf(json);
  return {
    loginMethods: { default: methods[0] ?? 'byPhone', enabled: methods },
    orderCancellation: {
      enabled: policy.enabled,
      hoursBeforeStart: Math.round(policy.hoursBeforeStart),
      charge: { kind: policy.chargeKind, value: policy.chargeValue },
    },
  };
}

/** The document with the edited parts replaced, in the form its readers expect (amounts in shekels). */
function withSettings(document: Record<string, unknown>, settings: BusinessSettings): Record<string, unknown> {
  const { loginMethods, orderCancellation } = settings;
  const { charge } = orderCancellation;
  return {
    ...document,
    customerArea: {
      ...asObject(document.customerArea),
      loginMethod: loginMethods.default,
      loginMethods: loginMethods.enabled,
      allowCancelOrders: orderCancellation.enabled,
    },
    orderCancellation: {
      ...asObject(document.orderCancellation),
      hoursBeforeStart: orderCancellation.hoursBeforeStart,
      charge: { kind: charge.kind, amount: isPercentageCharge(charge.kind) ? charge.value : charge.value / 100 },
    },
  };
}

function parseDocument(json: string): Record<string, unknown> {
  try {
    return asObject(JSON.parse(json));
  } catch {
    // An unreadable document is replaced by what staff save; its readers treated it as empty already.
    return {};
  }
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The settings service of a database (the back office edits settings through it). */
export function createBusinessSettings(database: DatabaseHandle, clock: Clock): BusinessSettingsService {
  return new BusinessSettingsService(new BusinessSettingsRepository(database.db, database.dialect), clock);
}
