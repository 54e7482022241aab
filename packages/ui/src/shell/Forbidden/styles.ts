// The forbidden page shares the not-found page's layout.
export { StatusCode, StatusPage, StatusTitle } from '../NotFound/styles';
