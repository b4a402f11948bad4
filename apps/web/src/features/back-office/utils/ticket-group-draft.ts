import type { StaffTicketGroup, TicketGroupInput } from '@kupa/contracts';

/** The price-level form as typed: the colour is '' for the default. */
export interface TicketGroupDraft {
  nameHe: string;
  nameEn: string;
  color: string;
}

export const EMPTY_TICKET_GROUP: TicketGroupDraft = { nameHe: '', nameEn: '', color: '' };

export function ticketGroupDraftOf(g: StaffTicketGroup): TicketGroupDraft {
  return { nameHe: g.nameHe, nameEn: g.nameEn, color: g.color ?? '' };
}

/** The level to save, or 'color' when the colour typed is not #rrggbb. */
export function ticketGroupInputOf(draft: TicketGroupDraft): { input: TicketGroupInput } | { invalid: 'color' } {
  const color = draft.color.trim();
  if (color !== '' && !/^#[0-9a-fA-F]{6}$/.test(color)) return { invalid: 'color' };
  return { input: { nameHe: draft.nameHe.trim(), nameEn: draft.nameEn.trim(), color: color === '' ? null : color } };
}
