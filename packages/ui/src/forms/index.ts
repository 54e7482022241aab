export * from './schemas';
export { validateWithSchema } from './validation/validateWithSchema';
