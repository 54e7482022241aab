// The forbidden page shares the not-found page's layout.
export * from '../NotFound/styles';
