import type { SeededRandom } from '@kupa/domain';
import type { CustomerRef } from './customers';
import type { VoucherPlan } from './issued-vouchers';
import type { MemberPlan } from './members';

/** Customers by business with their memberships and vouchers, for choosing who buys. */
export class CustomerPool {
  private readonly byBusiness = new Map<number, { list: CustomerRef[]; cumulative: number[] }>();
  private readonly members = new Map<number, MemberPlan[]>();
  private readonly vouchers = new Map<number, VoucherPlan[]>();
  private readonly holdMembers = new Map<number, MemberPlan[]>();

  constructor(customers: readonly CustomerRef[], members: readonly MemberPlan[], vouchers: readonly VoucherPlan[]) {
    for (const c of customers) {
      let entry = this.byBusiness.get(c.business.id);
      if (!entry) {
        entry = { list: [], cumulative: [] };
        this.byBusiness.set(c.business.id, entry);
      }
      entry.list.push(c);
      entry.cumulative.push((entry.cumulative[entry.cumulative.length - 1] ?? 0) + c.weight);
    }
    for (const m of members) {
      push(this.members, m.customer.id, m);
      if (m.membership.allowsHold) push(this.holdMembers, m.customer.business.id, m);
    }
    for (const v of vouchers) if (v.customer) push(this.vouchers, v.customer.id, v);
  }

  /** A customer of the business, frequent buyers (and the demo personas) more often. */
  pick(rng: SeededRandom, businessId: number): CustomerRef {
    const entry = this.byBusiness.get(businessId);
    const total = entry?.cumulative[entry.cumulative.length - 1];
    if (!entry || !total) throw new Error(`No customers for business ${businessId}`);
    const r = rng.next() * total;
    let lo = 0;
    let hi = entry.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((entry.cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return entry.list[lo] as CustomerRef;
  }

  membersOf(customer: CustomerRef | null): readonly MemberPlan[] {
    return customer ? (this.members.get(customer.id) ?? []) : [];
  }

  vouchersOf(customer: CustomerRef | null): readonly VoucherPlan[] {
    return customer ? (this.vouchers.get(customer.id) ?? []) : [];
  }

  /** Members allowed to make unpaid hold bookings (spec 4: order types). */
  holdMembersOf(businessId: number): readonly MemberPlan[] {
    return this.holdMembers.get(businessId) ?? [];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
