import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import NotFoundPage from '../shared/NotFoundPage';

/** A screen that failed to load (e.g. its chunk timed out) is logged and shown as the not-found page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <NotFoundPage />;
}
