import { useParams } from 'react-router-dom';

/** A numeric id route parameter; undefined when the URL holds something else (nothing is fetched). */
export function useIdParam(name: string): number | undefined {
  const value = Number(useParams()[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
