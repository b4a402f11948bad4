export * from './login-throttle';
export * from './staff-session-expiry';
export * from './staff-roles';
