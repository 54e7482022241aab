import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
export const OPENAPI_PATH = path.resolve(serverRoot, '../openapi.yaml');
export const DEFAULT_APP_DIST_DIR = path.resolve(serverRoot, '../app/dist');
export const API_PREFIX = '/api';
