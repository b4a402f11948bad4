export * from './business-settings';
