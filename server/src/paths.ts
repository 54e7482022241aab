import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
/** The HTTP contract the server implements and takes its rules from. */
export const OPENAPI_PATH = path.resolve(serverRoot, '../openapi.yaml');
export const DEFAULT_APP_DIST_DIR = path.resolve(serverRoot, '../app/dist');
/** Where the contract's operations (and their reference page) are served. */
export const API_PREFIX = '/api';
