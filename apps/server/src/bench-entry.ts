// What the benchmarks under bench/ may use of the server: the same pieces main.ts wires together.
export { buildApp } from './app';
export { loadConfig } from './config';
export { openDatabase } from './db/connect';
export { migrateToLatest } from './db/migrate';
export { ensureDemoData, seedDemoData } from './demo/seed-demo-data';
export { orderFirstFrame, PlanDrawings } from './http/order-first-frame';
