import type { DonationInput, StaffDonation } from '@kupa/contracts';
import { agorotOf, shekelsText } from './money-text';

/** The donation form as typed: the fixed amounts are one text of shekels separated by commas ("20, 50, 100"). */
export interface DonationDraft {
  code: string;
  nameHe: string;
  nameEn: string;
  descriptionHe: string;
  descriptionEn: string;
  amounts: string;
  allowsCustom: boolean;
  customMin: string;
  customMax: string;
  isActive: boolean;
}

export type DonationTextField = 'code' | 'nameHe' | 'nameEn' | 'descriptionHe' | 'descriptionEn';

export const EMPTY_DONATION: DonationDraft = {
  code: '',
  nameHe: '',
  nameEn: '',
  descriptionHe: '',
  descriptionEn: '',
  amounts: '',
  allowsCustom: false,
  customMin: '',
  customMax: '',
  isActive: true,
};

export function donationDraftOf(d: StaffDonation): DonationDraft {
  return {
    code: d.code,
    nameHe: d.nameHe,
    nameEn: d.nameEn,
    descriptionHe: d.descriptionHe ?? '',
    descriptionEn: d.descriptionEn ?? '',
    amounts: d.amountsAgorot.map((a) => shekelsText(a)).join(', '),
    allowsCustom: d.custom !== null,
    customMin: shekelsText(d.custom?.minAgorot ?? null),
    customMax: shekelsText(d.custom?.maxAgorot ?? null),
    isActive: d.isActive,
  };
}

const unreadable = (n: number | null): n is null => n === null || Number.isNaN(n);

/** The donation to save, or the field that cannot be read: an amount that is not shekels, a range bound missing. */
export function donationInputOf(draft: DonationDraft): { input: DonationInput } | { invalid: string } {
  const amountsAgorot: number[] = [];
  for (const part of draft.amounts.split(/[,،\s]+/).filter((p) => p !== '')) {
    const agorot = agorotOf(part);
    if (unreadable(agorot)) return { invalid: 'amounts' };
    amountsAgorot.push(agorot);
  }
  let custom: DonationInput['custom'] = null;
  if (draft.allowsCustom) {
    const minAgorot = agorotOf(draft.customMin);
    if (unreadable(minAgorot)) return { invalid: 'customMin' };
    const maxAgorot = agorotOf(draft.customMax);
    if (unreadable(maxAgorot)) return { invalid: 'customMax' };
    custom = { minAgorot, maxAgorot };
  }
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    input: {
      code: draft.code.trim(),
      nameHe: draft.nameHe.trim(),
      nameEn: draft.nameEn.trim(),
      descriptionHe: text(draft.descriptionHe),
      descriptionEn: text(draft.descriptionEn),
      amountsAgorot,
      custom,
      isActive: draft.isActive,
    },
  };
}

/** The server's name of a refused field as the draft's ("amountsAgorot.1" is "amounts", "custom.maxAgorot" "customMax"). */
export function donationFieldOf(refused: string | null): string | null {
  if (refused === null) return null;
  if (refused.startsWith('amountsAgorot')) return 'amounts';
  if (refused === 'custom.minAgorot' || refused === 'custom') return 'customMin';
  if (refused === 'custom.maxAgorot') return 'customMax';
  return refused;
}
