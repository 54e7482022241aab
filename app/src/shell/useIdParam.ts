import { useParams } from 'react-router-dom';
import { parseRecordId } from '@rentacar/contract';

/** A numeric id route parameter; undefined when the URL holds something else (nothing is fetched). */
export function useIdParam(name: string): number | undefined {
  return parseRecordId(useParams()[name]);
}
