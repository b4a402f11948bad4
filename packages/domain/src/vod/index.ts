export * from './entitlement-rules';
