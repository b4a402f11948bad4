export * from './percentages';
export * from './attendance-figures';
export * from './capacity';
export * from './dashboard-window';
export * from './date-range';
export * from './reference-history';
export * from './staff-menu';
export * from './paging';
