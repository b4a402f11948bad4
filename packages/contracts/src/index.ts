export * from './common';
export * from './error';
export * from './presentations';
export * from './catalogue';
export * from './error-messages';
export * from './web-routes';
export * from './seating';
export * from './integration';
