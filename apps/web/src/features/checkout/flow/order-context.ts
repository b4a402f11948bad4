import type { FormType } from '@kupa/contracts';

/**
 * Whose order the shared checkout parts (customer form, payment dialog) serve: a presentation's ticket order, or an
 * order of gift vouchers, memberships or donations, which has no presentation but knows its business. It names the
 * form configuration to show and how a paying voucher is checked.
 */
export type OrderContext =
  { kind: 'presentation'; presentationId: number } | { kind: 'business'; businessId: number; formType: Exclude<FormType, 'order'> };

/** The ticket order of a presentation. */
export function presentationContext(presentationId: number): OrderContext {
  return { kind: 'presentation', presentationId };
}

/** The form configuration request of a context: its form type and the query naming the business. */
export function formConfigurationRequest(context: OrderContext): {
  formType: FormType;
  query: { presentationId: number } | { businessId: number };
} {
  return context.kind === 'presentation'
    ? { formType: 'order', query: { presentationId: context.presentationId } }
    : { formType: context.formType, query: { businessId: context.businessId } };
}

/** The presentation a paying voucher must suit (none for an item order: the server checks the voucher alone). */
export function presentationIdOf(context: OrderContext): number | undefined {
  return context.kind === 'presentation' ? context.presentationId : undefined;
}

/** A stable key part for caches of per-context data. */
export function orderContextKey(context: OrderContext): string {
  return context.kind === 'presentation' ? `p${String(context.presentationId)}` : `${context.formType}-b${String(context.businessId)}`;
}
