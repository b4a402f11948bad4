export * from './seat-steps';
export * from './seat-grid';
export * from './occupancy';
export * from './row-runs';
export * from './single-seat-gaps';
export * from './singles-policy';
export * from './seat-rules';
export * from './best-available';
