import { hashPassword } from '../staff-auth/password';
import type { BusinessRefs, DemoContext } from './demo-model';
import { DEMO_STAFF, type DemoBusinessKey } from './demo-staff';

/** Hashes the demo passwords; done before the transaction because scrypt is slow on purpose. */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_STAFF.map((u) => hashPassword(u.password)));
}

export function addStaffUsers(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>, hashes: readonly string[]): void {
  const bySlug = new Map(Object.values(businesses).map((b) => [b.slug, b.id]));
  DEMO_STAFF.forEach((user, i) => {
    const id = ctx.ids.next('staff_users');
    const hash = hashes[i];
    if (!hash) throw new Error(`No password hash for ${user.username}`);
    ctx.sink.add('staff_users', {
      id,
      username: user.username,
      password_hash: hash,
      first_name: user.firstName,
      last_name: user.lastName,
      is_active: 1,
      created_at: ctx.nowIso,
    });
    for (const slug of user.businesses) {
      const businessId = bySlug.get(slug);
      if (businessId === undefined) throw new Error(`Unknown business ${slug}`);
      ctx.sink.add('staff_user_businesses', { user_id: id, business_id: businessId, role: user.role });
    }
  });
}
