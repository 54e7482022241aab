/** The line the server child process prints once it listens, followed by `{"url": ...}`. */
export const READY_PREFIX = 'E2E_SERVER_READY ';

/** Environment variable through which global setup hands a project's server address to the tests. */
export const serverUrlVariable = (projectName: string) =>
  `E2E_SERVER_URL_${projectName.toUpperCase()}`;
