import type { paths } from '@rentacar/api';
import { createOpenApiHttp } from 'openapi-msw';

/** Every contract path is served under `/api`, on any origin (app, Storybook, the HTTP mock server). */
export const API_BASE_URL = '*/api';

/** MSW's `http`, typed by the generated contract: a changed path, body or response breaks the build. */
export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE_URL });
