import type { HallKind } from './demo-model';
import { HallBuilder, MARGIN, PITCH_X, PITCH_Y, TOP, columnX, range } from './hall-builder';

// The seat plans of the demo halls. Grid row 1 is nearest the screen or stage; cinema rows are numbered,
// theatre rows carry Hebrew letters.

const HEBREW_ROWS = ['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט', 'י', 'יא', 'יב', 'יג', 'יד', 'טו', 'טז', 'יז', 'יח'];
const hebrewRow = (n: number): string => HEBREW_ROWS[n - 1] ?? String(n);

/** 10 rows of 15: exactly 150 sellable seats, premium in the middle, two wheelchair places in front. */
function hall150(): HallBuilder {
  const h = new HallBuilder('hall-150', 'screen');
  const s = h.section('אולם', 'Hall');
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 10)) h.row(g, y, String(y), range(1, 15), 'regular');
  for (const seat of h.seatsOf(s, (x) => x.gridY >= 6 && x.gridY <= 8 && x.gridX >= 4 && x.gridX <= 12)) {
    Object.assign(seat, { tg: 'premium', isPremium: true });
  }
  h.wheelchair(s, 1, 1, 2);
  h.wheelchair(s, 1, 15, 14);
  return h;
}

/** 11 rows of 20 around a centre aisle: 220 seats. */
function hall220(): HallBuilder {
  const h = new HallBuilder('hall-220', 'screen');
  const s = h.section('אולם', 'Hall');
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 11)) h.row(g, y, String(y), [...range(1, 10), ...range(12, 21)], y >= 6 && y <= 8 ? 'premium' : 'regular');
  for (const seat of h.seatsOf(s, (x) => x.tg === 'premium')) seat.isPremium = true;
  h.wheelchair(s, 11, 1, 2);
  h.wheelchair(s, 11, 21, 20);
  return h;
}

/** 12 rows of 25 in three blocks: 300 seats. */
function hall300(): HallBuilder {
  const h = new HallBuilder('hall-300', 'screen');
  const s = h.section('אולם', 'Hall');
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 12)) h.row(g, y, String(y), [...range(1, 5), ...range(7, 21), ...range(23, 27)], 'regular');
  for (const seat of h.seatsOf(s, (x) => x.gridY >= 7 && x.gridY <= 9 && x.gridX >= 7 && x.gridX <= 21)) {
    Object.assign(seat, { tg: 'premium', isPremium: true });
  }
  h.wheelchair(s, 12, 1, 2);
  h.wheelchair(s, 12, 27, 26);
  return h;
}

/** Stalls of 348 and a gallery of 102 sellable seats (450), the gallery's outer seats with a limited view. */
function gallery450(): HallBuilder {
  const h = new HallBuilder('hall-450', 'screen');
  const stalls = h.section('אולם', 'Stalls');
  const g = h.group(stalls, { originCol: 1, originRow: 1 });
  for (const y of range(1, 3)) h.row(g, y, String(y), [...range(4, 7), ...range(9, 20), ...range(22, 25)], 'regular');
  for (const y of range(4, 15)) h.row(g, y, String(y), [...range(2, 7), ...range(9, 20), ...range(22, 27)], 'regular');
  for (const seat of h.seatsOf(stalls, (x) => x.gridY >= 8 && x.gridY <= 11 && x.gridX >= 9 && x.gridX <= 20)) {
    Object.assign(seat, { tg: 'premium', isPremium: true });
  }
  h.wheelchair(stalls, 15, 2, 3);
  h.wheelchair(stalls, 15, 27, 26);

  const gallery = h.section('גלריה', 'Gallery');
  const gg = h.group(gallery, { originCol: 1, originRow: 1, y: TOP + 15 * PITCH_Y + 60 });
  h.row(gg, 1, String(16), range(3, 26), 'regular');
  h.row(gg, 2, String(17), range(2, 27), 'regular');
  h.row(gg, 3, String(18), range(2, 27), 'regular');
  h.row(gg, 4, String(19), range(1, 28), 'regular');
  // Behind the pillars: kept in the plan but never sold.
  h.seatAt(gallery, 4, 1).isBlocked = true;
  h.seatAt(gallery, 4, 28).isBlocked = true;
  for (const [y, left, right] of [
    [1, 3, 26],
    [2, 2, 27],
    [3, 2, 27],
    [4, 2, 27],
  ] as const) {
    h.seatAt(gallery, y, left).isLimitedView = true;
    h.seatAt(gallery, y, right).isLimitedView = true;
  }
  return h;
}

/** Six rows of five two-seat sofas (60 seats) and a wheelchair place: the VIP hall. */
function vipSofas(): HallBuilder {
  const h = new HallBuilder('vip-sofas', 'screen');
  const s = h.section('אולם VIP', 'VIP hall');
  const pitchX = 30;
  const g = h.group(s, { originCol: 1, originRow: 1, pitchX, pitchY: 48, x: columnX(1, pitchX) });
  for (const y of range(1, 6)) {
    h.row(g, y, String(y), [...range(1, 4), ...range(6, 11)], 'vip');
    h.sofas(s, y);
  }
  h.row(g, 6, '6', [13, 14], 'accessible');
  h.wheelchair(s, 6, 14, 13);
  return h;
}

/** 21 curved rows of 40 in three blocks, the side blocks turned towards the screen: 838 sellable seats. */
function imax(): HallBuilder {
  const h = new HallBuilder('imax', 'screen');
  const s = h.section('אולם IMAX', 'IMAX hall');
  const angle = 12;
  const sin = Math.sin((angle * Math.PI) / 180);
  // The turned left block leans left as its rows go back: shift everything right so nothing is drawn off the page.
  const shift = Math.ceil(20 * PITCH_Y * sin);
  const left = h.group(s, { originCol: 1, originRow: 1, rotate: angle, x: columnX(1) + shift, y: TOP + 10 - 7 * PITCH_X * sin });
  const centre = h.group(s, { originCol: 10, originRow: 1, x: columnX(10) + shift, y: TOP + 10 });
  const right = h.group(s, { originCol: 35, originRow: 1, rotate: -angle, x: columnX(35) + shift, y: TOP + 10 });
  for (const y of range(1, 21)) {
    h.row(left, y, String(y), range(1, 8), 'imax');
    h.row(centre, y, String(y), range(10, 33), 'imax');
    h.row(right, y, String(y), range(35, 42), 'imax');
  }
  for (const col of [1, 2, 41, 42]) h.seatAt(s, 1, col).isLimitedView = true;
  h.wheelchair(s, 21, 10, 11);
  h.wheelchair(s, 21, 33, 32);
  h.seatAt(s, 21, 21).isBlocked = true;
  h.seatAt(s, 21, 22).isBlocked = true;
  return h;
}

/** General admission: 120 places without reserved seating; the rows exist so the server can assign a seat. */
function openHall(): HallBuilder {
  const h = new HallBuilder('open-hall', 'screen');
  const s = h.section('אולם פתוח', 'Open seating', false);
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 8)) h.row(g, y, String(y), range(1, 15), 'regular');
  return h;
}

/** The small offline branch's 80-seat hall. */
function studio80(): HallBuilder {
  const h = new HallBuilder('studio-80', 'screen');
  const s = h.section('אולם', 'Hall');
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 8)) h.row(g, y, String(y), range(1, 10), 'regular');
  h.wheelchair(s, 8, 1, 2);
  return h;
}

/** Theatre main stage: stalls in three blocks (510 sellable) and a balcony of 168 with side seats of limited view. */
function mainStage(): HallBuilder {
  const h = new HallBuilder('main-stage', 'stage');
  const stalls = h.section('אולם', 'Stalls');
  const g = h.group(stalls, { originCol: 1, originRow: 1 });
  for (const y of range(1, 18)) {
    const centre = y <= 4 ? 12 : y <= 10 ? 14 : 16;
    const start = 9 + (16 - centre) / 2;
    const zone = y <= 9 ? 'zoneA' : 'zoneB';
    h.row(g, y, hebrewRow(y), [...range(1, 7), ...range(start, start + centre - 1), ...range(26, 32)], 'zoneB');
    for (const seat of h.seatsOf(stalls, (x) => x.gridY === y && x.gridX >= 9 && x.gridX <= 24)) seat.tg = zone;
  }
  for (const seat of h.seatsOf(stalls, (x) => x.gridY >= 5 && x.gridY <= 8 && x.tg === 'zoneA')) seat.isPremium = true;
  h.wheelchair(stalls, 18, 1, 2);
  h.wheelchair(stalls, 18, 32, 31);
  // The sound desk takes two seats of the last row.
  h.seatAt(stalls, 18, 16).isBlocked = true;
  h.seatAt(stalls, 18, 17).isBlocked = true;

  const balcony = h.section('יציע', 'Balcony');
  const gb = h.group(balcony, { originCol: 1, originRow: 1, x: MARGIN + 1.5 * PITCH_X, y: TOP + 18 * PITCH_Y + 70 });
  for (const y of range(1, 6)) h.row(gb, y, hebrewRow(y), [...range(1, 14), ...range(16, 29)], 'balcony');
  for (const seat of h.seatsOf(balcony, (x) => [1, 2, 28, 29].includes(x.gridX))) seat.isLimitedView = true;
  return h;
}

/** Theatre small stage: 12 rows of 15 (180). */
function smallStage(): HallBuilder {
  const h = new HallBuilder('small-stage', 'stage');
  const s = h.section('אולם', 'Hall');
  const g = h.group(s, { originCol: 1, originRow: 1 });
  for (const y of range(1, 12)) h.row(g, y, hebrewRow(y), range(1, 15), y <= 6 ? 'zoneA' : 'zoneB');
  h.wheelchair(s, 12, 1, 2);
  return h;
}

export const HALL_LAYOUTS: Record<Exclude<HallKind, 'vod'>, () => HallBuilder> = {
  hall150,
  hall220,
  hall300,
  gallery450,
  vipSofas,
  imax,
  openHall,
  studio80,
  mainStage,
  smallStage,
};
