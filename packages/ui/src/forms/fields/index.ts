export * from './Fields';
export { Actions, FormGrid } from './styles';
