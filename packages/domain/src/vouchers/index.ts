export * from './voucher-states';
