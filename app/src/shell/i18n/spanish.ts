import { messages as library } from '@rentacar/ui/locales/es';
import { messages as app } from '../../locales/es';

/** Spanish: the library's catalog and the app's (which wins), one chunk for one request. */
export const messages = { ...library, ...app };
