import type { BusinessTexts, CustomerTexts, TextOverride } from '@kupa/contracts';
import { isPageTextOverrideKey, isTextOverrideKey, TEXT_OVERRIDE_KEYS } from '@kupa/contracts';
import { isMessageLocale, KupaError, MESSAGE_LOCALES, type Clock, type MessageLocale } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import type { BusinessMessageTexts } from '../outbox/business-message-texts';
import { businessLanguagesOf, siteLanguagesOf } from './business-languages';
import { BusinessTextsRepository, type StoredTexts } from './business-texts.repository';
import type { SettingsActor } from './business-settings.service';

/**
 * A business's languages and text overrides (issue 13, ADR 0017): staff edit them in the back office, the customer
 * pages read the overrides of their language and lay them over the bundled messages; no cache, so a save shows on
 * the next customer call.
 */
export class BusinessTextsService {
  constructor(
    private readonly repository: BusinessTextsRepository,
    private readonly clock: Clock,
  ) {}

  async texts(businessId: number): Promise<BusinessTexts> {
    const stored = await this.repository.stored(businessId);
    if (!stored) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return textsOf(stored);
  }

  /** Saves the languages and every override of the allowed keys (validated by the contract), with an audit entry. */
  async update(businessId: number, texts: BusinessTexts, actor: SettingsActor): Promise<BusinessTexts> {
    const saved = await this.repository.replace(businessId, (stored) => {
      const json = JSON.stringify({ ...parseDocument(stored.settingsJson), languages: texts.languages });
      const next: StoredTexts = {
        settingsJson: json,
        overrides: texts.overrides.map((o) => ({ locale: o.locale, message_key: o.key, text: o.text })),
      };
      return {
        json,
        overrides: texts.overrides,
        audit: {
          at: this.clock.now().toISOString(),
          actorKind: actor.kind,
          actorId: String(actor.id),
          action: 'business.texts_changed',
          entity: 'business',
          entityId: String(businessId),
          data: { before: textsOf(stored), after: textsOf(next) },
        },
      };
    });
    if (!saved) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    return textsOf(saved);
  }

  /**
   * The overrides a customer page of the business lays over its messages in `locale` (the pages' keys only); none in
   * a language the business does not offer (the page shows the bundled texts).
   */
  async customerTexts(businessId: number, locale: MessageLocale): Promise<CustomerTexts> {
    const stored = await this.repository.stored(businessId, locale);
    if (!stored) throw new KupaError('NOT_FOUND', { field: 'businessId', id: businessId });
    const languages = businessLanguagesOf(stored.settingsJson);
    const texts = languages.includes(locale)
      ? Object.fromEntries(stored.overrides.filter((o) => isPageTextOverrideKey(o.message_key)).map((o) => [o.message_key, o.text]))
      : {};
    return { businessId, locale, languages, texts };
  }

  /**
   * The business's wording of the SMS and e-mails of an order in `locale`: they are written in Hebrew, else English,
   * and its texts in that language apply when it offers it (nothing otherwise: the standard texts).
   */
  async messageTexts(businessId: number, locale: MessageLocale): Promise<BusinessMessageTexts> {
    const language: MessageLocale = locale === 'he' ? 'he' : 'en';
    const rows = await this.repository.messageOverrides(businessId, language);
    const first = rows[0];
    if (!first || !businessLanguagesOf(first.settings_json).includes(language)) return {};
    return Object.fromEntries(rows.map((r) => [r.message_key, r.text]));
  }

  /** The languages the customer pages offer: the site's that its default language or one of its businesses offers. */
  async siteLanguages(siteLocales: readonly MessageLocale[], defaultLocale: MessageLocale): Promise<MessageLocale[]> {
    return siteLanguagesOf(siteLocales, defaultLocale, await this.repository.allSettingsJson());
  }
}

/** The texts in the catalogue's order: by key as TEXT_OVERRIDE_KEYS lists them, then by language. */
function textsOf(stored: StoredTexts): BusinessTexts {
  const overrides: TextOverride[] = stored.overrides.flatMap((o) =>
    isTextOverrideKey(o.message_key) && isMessageLocale(o.locale) ? [{ key: o.message_key, locale: o.locale, text: o.text }] : [],
  );
  const rank = (o: TextOverride) => TEXT_OVERRIDE_KEYS.indexOf(o.key) * MESSAGE_LOCALES.length + MESSAGE_LOCALES.indexOf(o.locale);
  return { languages: businessLanguagesOf(stored.settingsJson), overrides: overrides.sort((a, b) => rank(a) - rank(b)) };
}

function parseDocument(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    // An unreadable document is replaced by what staff save; its readers treated it as empty already.
    return {};
  }
}

/** The texts service of a database. */
/** The tables `messageTexts` reads (for a cache of its answers: db/recent-reads.ts). */
export const MESSAGE_TEXT_TABLES = ['business_text_overrides', 'businesses'] as const;

export function createBusinessTexts(database: DatabaseHandle, clock: Clock): BusinessTextsService {
  return new BusinessTextsService(new BusinessTextsRepository(database.db, database.dialect), clock);
}
