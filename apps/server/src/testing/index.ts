export { createTestDatabase, testEngines, type TestDatabase } from './test-database';
export { createTestApp, type TestApp } from './test-app';
export { DEFAULT_PG_POOL_SIZE } from '../db/connect';
