import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartBuyer, createCartTestApp } from '../testing/cart-test-fixture';
import { DASHBOARD_NOW, insertLiveDashboardFixture } from '../testing/live-dashboard-fixture';
import { staffCookie } from '../testing/staff-login';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

/** One above the largest id PostgreSQL's integer columns hold. */
const BIG = 2_147_483_648;
const NUL_TEXT = 'abcdefgh\u0000ijklmn';
const BUYER = cartBuyer(77);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};
type Variant = 'big' | 'nul';

/** A value of the schema's shape where every number is BIG ('big') or every string holds a NUL ('nul'). */
function sample(schema: JsonSchema | undefined, variant: Variant, depth = 0): unknown {
  if (!schema || depth > 6) return variant === 'big' ? BIG : NUL_TEXT;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0], variant, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return variant === 'big' ? BIG : 1;
    case 'string':
      return variant === 'nul' ? NUL_TEXT : String(BIG);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, variant, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, variant, depth + 1)]));
    default:
      return variant === 'big' ? BIG : NUL_TEXT;
  }
}

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const docs = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Operation['parameters']; requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }>
    >;
  };
  return Object.entries(docs.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json'].schema,
    })),
  );
}

/** The request of an operation with every path parameter, query parameter and body field set to the variant. */
function requestOf(op: Operation, variant: Variant, cookie: string): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(variant === 'big' ? String(BIG) : NUL_TEXT));
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((x) => x.in === 'query')) query.set(p.name, String(sample(p.schema, variant)));
  const headers: Record<string, string> = { uuid: BUYER, cookie };
  if (variant === 'nul' && op.method !== 'GET') headers['idempotency-key'] = NUL_TEXT;
  return {
    method: op.method as InjectOptions['method'],
    url: query.size > 0 ? `${path}?${query.toString()}` : path,
    headers,
    ...(op.body ? { payload: sample(op.body, variant) as Record<string, unknown> } : {}),
  };
}

describe.each(testEngines())('input at the edge on %s', (engine) => {
  let buyerApp: TestApp;
  let staffApp: TestApp;
  let staff: string;
  beforeAll(async () => {
    buyerApp = await createCartTestApp(engine);
    staffApp = await createTestApp(engine, DASHBOARD_NOW);
    await insertLiveDashboardFixture(staffApp.database.db, staffApp.database.dialect);
    staff = await staffCookie(staffApp.app, 'manager', 'manager-pass');
  });
  afterAll(async () => {
    await buyerApp?.dispose();
    await staffApp?.dispose();
  });

  const call = (t: TestApp, options: InjectOptions) => t.app.inject(options);

  it.each(['big', 'nul'] as const)('never answers 500 to any documented route with %s values everywhere', async (variant) => {
    const failures: string[] = [];
    for (const [t, cookie] of [
      [buyerApp, ''],
      [staffApp, staff],
    ] as const) {
      for (const op of await operationsOf(t.app)) {
        if (op.path.endsWith('/logout')) continue;
        const res = await call(t, requestOf(op, variant, cookie));
        if (res.statusCode >= 500) failures.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  const big = String(BIG);
  const buyerCases: Array<[string, InjectOptions]> = [
    ['presentation', { method: 'GET', url: `/api/presentations/${big}` }],
    ['seat map', { method: 'POST', url: '/api/seats/seatplanV2', payload: { PresentationId: BIG, VenueId: 1 } }],
    [
      'lock-seat',
      {
        method: 'PUT',
        url: '/api/seats/lock-seat',
        payload: { PresentationId: big, VenueId: 1, VenueSectionId: 1, XCoordinate: 1, YCoordinate: 1 },
      },
    ],
    ['best-available', { method: 'POST', url: '/api/seats/best-available', payload: { presentationId: BIG, quantity: 2 } }],
    ['cart', { method: 'POST', url: '/api/cart', payload: { presentationId: BIG } }],
    ['ticket groups', { method: 'GET', url: `/api/presentations/${big}/ticketGroups` }],
    ['ticket-code', { method: 'POST', url: '/api/cart/ticket-code', payload: { presentationId: 1, code: 'AB\u0000CD' } }],
    ['voucher', { method: 'POST', url: '/api/payment/vouchers/validate', payload: { systemVoucher: 'GIFT\u00001000' } }],
    ['member lookup', { method: 'POST', url: '/api/cart/member', payload: { presentationId: 1, memberNumber: 'M1\u000000001' } }],
    ['mobile-login', { method: 'POST', url: '/api/customer/mobile-login', payload: { mobileNumber: '052\u00001234567' } }],
    ['e-ticket', { method: 'GET', url: '/api/edocuments/abcdefgh%00ijkl' }],
    ['payment', { method: 'GET', url: '/api/payment/PAY%00123' }],
    ['sendTickets', { method: 'POST', url: '/api/reservations/R%00123/sendTickets', payload: { mobileNumber: '0521234567' } }],
    [
      'commit idempotency key',
      { method: 'POST', url: '/api/payment/commit', headers: { 'idempotency-key': 'key\u0000key-1234' }, payload: { cart: {} } },
    ],
    ['customer fields', { method: 'POST', url: '/api/payment/commit', payload: { cart: { customer: { FirstName: 'Da\u0000na' } } } }],
  ];

  it.each(buyerCases)('answers 400 VALIDATION_ERROR, translated, to an out-of-range id or a NUL character: %s', async (_name, options) => {
    const res = await call(buyerApp, {
      ...options,
      url: `${options.url}${String(options.url).includes('?') ? '&' : '?'}lang=en`,
      headers: { uuid: BUYER, ...options.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', message: 'Please check the entered data' });
  });

  it.each([
    ['staff login', { method: 'POST', url: '/api/kupa-live/login', payload: { username: 'mana\u0000ger', password: 'x' } }],
    ['presentation data', { method: 'GET', url: `/api/kupa-live/v2/presentationData?presentationId=${big}` }],
    ['feature data', { method: 'GET', url: `/api/kupa-live/v2/featureData?featureId=${big}` }],
    ['venue attendance', { method: 'GET', url: `/api/kupa-live/attendanceByDateByLocationByVenue/2026-11-21/${big}` }],
  ] as Array<[string, InjectOptions]>)(
    'answers 400 VALIDATION_ERROR to a staff call with an out-of-range id or a NUL: %s',
    async (_name, options) => {
      const res = await call(staffApp, { ...options, headers: { cookie: staff } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.error).toBe('VALIDATION_ERROR');
    },
  );
});
