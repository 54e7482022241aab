export * from './Spinner';
export * from './Button';
