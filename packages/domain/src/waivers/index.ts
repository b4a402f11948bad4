export * from './jumper-age';
export * from './health-declaration';
