import { KupaError, MAX_NUMBER_OF_PAYMENTS, systemClock, type Clock, type MessageLocale } from '@kupa/domain';
import { FORM_FIELDS, type FormConfiguration, type FormField, type FormSettings, type FormType } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { FormConfigurationsRepository } from './form-configurations.repository';

type FieldRules = FormConfiguration['fields'];

/** Fields a business without a stored configuration asks for (spec 5 defaults: SSN and terms required, verification off). */
const DEFAULT_REQUIRED: ReadonlySet<FormField> = new Set([
  'firstName',
  'lastName',
  'ssn',
  'email',
  'mobileNumber',
  'creditCardNumber',
  'creditCardExpDate',
  'creditCardCVV',
  'terms',
]);
const DEFAULT_OPTIONAL: ReadonlySet<FormField> = new Set(['creditCardSSN', 'isMailingAllowed', 'numberOfPayments']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flag(source: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = source[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** Every field of the form, from the stored rules; a field the stored configuration does not name is not included. */
function fieldRules(stored: unknown): FieldRules {
  const source = isRecord(stored) ? stored : null;
  const entries = FORM_FIELDS.map((field) => {
    const rule = source?.[field];
    if (!source)
      return [
        field,
        { isIncluded: DEFAULT_REQUIRED.has(field) || DEFAULT_OPTIONAL.has(field), isRequired: DEFAULT_REQUIRED.has(field) },
      ] as const;
    if (!isRecord(rule)) return [field, { isIncluded: false, isRequired: false }] as const;
    const isIncluded = rule.isIncluded === true;
    return [field, { isIncluded, isRequired: isIncluded && rule.isRequired === true }] as const;
  });
  return Object.fromEntries(entries) as FieldRules;
}

/** Additional terms are stored as {he, en} (or one text for every language). */
function termsText(stored: unknown, locale: MessageLocale): string | null {
  if (typeof stored === 'string') return stored;
  if (!isRecord(stored)) return null;
  const he = typeof stored.he === 'string' ? stored.he : null;
  const en = typeof stored.en === 'string' ? stored.en : null;
  return localized(locale, he, en);
}

/** The instalments a business offers (settings.maxNumberOfPayments, 1..12), 12 by default. */
function maxPaymentsOf(settingsJson: string): number {
  try {
    const settings: unknown = JSON.parse(settingsJson);
    const value = isRecord(settings) ? settings.maxNumberOfPayments : undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_NUMBER_OF_PAYMENTS) return value;
  } catch {
    // Unreadable settings: the default applies.
  }
  return MAX_NUMBER_OF_PAYMENTS;
}

/** The customer forms of each business (spec 3 "form configuration", spec 5 "Forms"). */
export class FormConfigurationsService {
  constructor(
    private readonly repository: FormConfigurationsRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The configuration of one form type in the business of a presentation (or a business named directly, for an order
   * without one), in the request's language: every field's
   * included/required rule, the flags, the additional terms, the instalments offered and the business's locations.
   * A business without a stored configuration gets the spec's defaults.
   */
  async configuration(
    formType: FormType,
    of: { presentationId: number } | { businessId: number },
    locale: MessageLocale,
  ): Promise<FormConfiguration> {
    const business =
      'presentationId' in of
        ? await this.repository.businessOfPresentation(of.presentationId)
        : await this.repository.business(of.businessId);
    if (!business) throw new KupaError('presentationId' in of ? 'PRESENTATION_NOT_FOUND' : 'NOT_FOUND');
    const [json, locations] = await Promise.all([
      this.repository.configJson(business.id, formType),
      this.repository.locations(business.id),
    ]);
    const stored = storedOf(json);
    return {
      formType,
      ...flagsOf(stored, formType),
      fields: fieldRules(stored.fields),
      additionalTerms: termsText(stored.additionalTerms, locale),
      maxNumberOfPayments: maxPaymentsOf(business.settings_json),
      locations: locations.map((l) => ({ text: localized(locale, l.name_he, l.name_en), value: l.id })),
    };
  }

  /** A business's configuration of one form type as staff edit it (the spec's defaults when none is stored). */
  async staffForm(businessId: number, formType: FormType): Promise<FormSettings> {
    const business = await this.repository.business(businessId);
    if (!business) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    const stored = storedOf(await this.repository.configJson(businessId, formType));
    return {
      ...flagsOf(stored, formType),
      fields: fieldRules(stored.fields),
      additionalTerms: termsOf(stored.additionalTerms),
    };
  }

  /** Saves a form configuration (validated by the contract: a required field is shown) with an audit entry. */
  async saveStaffForm(
    businessId: number,
    formType: FormType,
    form: FormSettings,
    actor: { kind: 'staff'; id: number },
  ): Promise<FormSettings> {
    const before = await this.staffForm(businessId, formType);
    const terms = { he: form.additionalTerms.he || null, en: form.additionalTerms.en || null };
    const stored = { ...form, additionalTerms: terms.he === null && terms.en === null ? null : terms };
    await this.repository.saveConfigJson(businessId, formType, JSON.stringify(stored), {
      at: this.clock.now().toISOString(),
      actorKind: actor.kind,
      actorId: String(actor.id),
      action: 'form_configuration.changed',
      entity: 'form_configuration',
      entityId: `${businessId}:${formType}`,
      data: { before, after: stored },
    });
    return this.staffForm(businessId, formType);
  }
}

/** The stored configuration document; none, or an unreadable one, is empty (the defaults apply). */
function storedOf(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return isRecord(parsed) ? parsed : {};
  } catch {
    // An unreadable stored configuration is treated as none: the defaults apply.
    return {};
  }
}

/** The form's flags, each with the spec's default when not stored. */
function flagsOf(stored: Record<string, unknown>, formType: FormType) {
  return {
    isSSNRequired: flag(stored, 'isSSNRequired', true),
    isDefaultMailingAllowed: flag(stored, 'isDefaultMailingAllowed', false),
    isMailingAllowedExcluded: flag(stored, 'isMailingAllowedExcluded', false),
    isVoucherPaymentEnabled: flag(stored, 'isVoucherPaymentEnabled', formType === 'order'),
    isVerifyMobileNumber: flag(stored, 'isVerifyMobileNumber', false),
    isTermsConfirmed: flag(stored, 'isTermsConfirmed', true),
  };
}

/** The additional terms in both languages (one stored text is both). */
function termsOf(stored: unknown): FormSettings['additionalTerms'] {
  if (typeof stored === 'string') return { he: stored, en: stored };
  if (!isRecord(stored)) return { he: null, en: null };
  return { he: typeof stored.he === 'string' ? stored.he : null, en: typeof stored.en === 'string' ? stored.en : null };
}
