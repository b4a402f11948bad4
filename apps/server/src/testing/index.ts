export { createTestDatabase, testEngines, type TestDatabase } from './test-database';
export { createTestApp, type TestApp } from './test-app';
