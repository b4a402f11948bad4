import type { SeatplanV2 } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { firstFrameStyle, orderFirstFrame, PlanDrawings } from './order-first-frame';
import type { PreloadedAnswer } from './web-app';

const PLAN_URL = '/api/seats/seatplanV2?venueId=7&seatplanId=70&lang=en';

/** A reserved plan of one section: `rows` rows of `perRow` seats, 24 px apart; the first row premium. */
function plan(rows: number, perRow: number): SeatplanV2 {
  const R: SeatplanV2['S'][string]['G'][string]['R'] = {};
  for (let y = 1; y <= rows; y++) {
    const S: SeatplanV2['S'][string]['G'][string]['R'][string]['S'] = {};
    for (let x = 1; x <= perRow; x++) S[String(x)] = { n: String(x), tg: 1, rd: { cx: x * 24, cy: y * 24 }, ...(y === 1 ? { pr: 1 } : {}) };
    R[String(y)] = { n: String(y), S };
  }
  return { S: { '3': { n: 'Hall', r: 1, G: { '1': { rd: { x: 0, y: 0, rotate: 0 }, R } } } } };
}

/** The page's answers: every seat free but those of row 2, the buyer holding row 3's first seat. */
function answers(p: SeatplanV2, planUrl = PLAN_URL): PreloadedAnswer[] {
  const status: Record<string, number> = {};
  for (const [y, row] of Object.entries(p.S['3']?.G['1']?.R ?? {}))
    for (const x of Object.keys(row.S)) if (y !== '2') status[`3_${x}_${y}`] = 0;
  return [
    { method: 'GET', url: '/api/presentations/9?lang=en', answer: { presentation: { venueName: 'Arena', isReserved: 1 } } },
    { method: 'POST', url: planUrl, body: {}, answer: p },
    { method: 'GET', url: '/api/seats/seats-statusV2?presentationId=9', answer: { seats: status } },
    { method: 'GET', url: '/api/seats/holds?presentationId=9&lang=en', answer: { seats: [{ key: '3_1_3', linkedSeats: [] }] } },
  ];
}

describe("the order page's first frame (ADR 0019)", () => {
  it('carries the seat map stylesheet in the frame, not a link that would hold the parser, and draws the seats as a picture', () => {
    expect(firstFrameStyle(['.app{margin:0}', '.seat-map-first-frame{padding:0}'])).toBe('.seat-map-first-frame{padding:0}');
    const frame = orderFirstFrame(answers(plan(3, 10)), { style: '.seat{fill:red}' });
    expect(frame).toContain('<style>.seat{fill:red}</style>');
    expect(frame).not.toContain('<link');
    // A picture of the seats as the app sketches them: one path per look, each seat a subpath, hidden from assistive
    // technology (the app's map that replaces it is the widget); row 1 premium, row 2 taken, the held seat selected.
    expect(frame).toMatch(/<svg [^>]*aria-hidden="true"/);
    expect(frame).not.toContain('role=');
    const looks = Object.fromEntries(
      [...frame.matchAll(/<path class="seat seat--(\w+) seat--(\w+)" d="([^"]*)"\/>/g)].map(([, kind, state, d]) => [
        `${kind} ${state}`,
        (d ?? '').split('M').length - 1,
      ]),
    );
    expect(looks['premium available']).toBe(10);
    expect(looks['regular selected']).toBeGreaterThan(0); // its outline and its check mark
    expect(Object.keys(looks).some((look) => look.endsWith('taken'))).toBe(true);
  });

  it('draws a plan of 4,000 seats or more as dots, one path per look, hidden from assistive technology', () => {
    const frame = orderFirstFrame(answers(plan(50, 100)), { style: '' });
    expect(frame).not.toContain('role=');
    expect(frame).toMatch(/<svg [^>]*aria-hidden="true"/);
    const looks = Object.fromEntries(
      [...frame.matchAll(/<path class="seat-map__dots--(\w+)" d="([^"]*)"\/>/g)].map(([, look, d]) => [
        look,
        (d ?? '').split('M').length - 1,
      ]),
    );
    // Row 1 premium, row 2 taken, the held seat selected, the rest regular: every seat once.
    expect(looks).toEqual({ premium: 100, taken: 100, selected: 1, regular: 4799 });
    expect(frame).toMatch(/<g class="seat-map__dots" stroke-width="[\d.]+" aria-hidden="true">/);
    expect(frame).toContain('M24 72h0');
  });

  it("keeps a plan's drawing by its address, the same for every page of the plan, but never a presentation's own plan", () => {
    const drawings = new PlanDrawings(2);
    const first = plan(2, 2);
    const a = drawings.get(PLAN_URL, first, true);
    expect(drawings.get(PLAN_URL, plan(9, 9), true)).toBe(a);
    expect(drawings.get(PLAN_URL, first, false)).not.toBe(a);
    const own = '/api/seats/seatplanV2?venueId=7&presentationId=9&lang=en';
    expect(drawings.get(own, first, true)).not.toBe(drawings.get(own, first, true));
    // The least recently used plan leaves first.
    drawings.get('/api/seats/seatplanV2?venueId=7&seatplanId=71&lang=en', first, true);
    drawings.get('/api/seats/seatplanV2?venueId=7&seatplanId=72&lang=en', first, true);
    expect(drawings.get(PLAN_URL, first, true)).not.toBe(a);
  });

  it('draws nothing without a reserved plan and its status', () => {
    const given = answers(plan(2, 2)).filter((a) => !a.url.startsWith('/api/seats/seats-statusV2'));
    expect(orderFirstFrame(given, { style: '' })).toBe('');
  });
});
