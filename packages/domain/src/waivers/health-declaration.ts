/**
 * Spec 9 (Texts with limits): tenant health declarations cover a temperature above 38 degrees and test validity
 * windows of 24, 48 and 72 hours. Each venue that requires a waiver chooses its window.
 */
export const FEVER_THRESHOLD_CELSIUS = 38;

/** The test validity windows a tenant may choose, in hours (a closed union, checked by the database: migration 0026). */
export const HEALTH_TEST_VALIDITY_HOURS = [24, 48, 72] as const;
export type HealthTestValidityHours = (typeof HEALTH_TEST_VALIDITY_HOURS)[number];

/** The declarations a guardian accepts on the waiver page, all required. */
export const WAIVER_DECLARATIONS = ['noFever', 'negativeTest', 'guardianConsent'] as const;
export type WaiverDeclaration = (typeof WAIVER_DECLARATIONS)[number];
