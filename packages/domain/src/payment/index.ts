export * from './card-rules';
