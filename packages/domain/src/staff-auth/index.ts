export * from './login-throttle';
export * from './staff-session-expiry';
