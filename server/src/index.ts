export { buildServer, type BuildOptions } from './app.js';
export { ENVIRONMENT_VARIABLES, loadConfig, ConfigError, type ServerConfig } from './config.js';
export { startServer, type StartOptions, type StartedServer } from './start.js';
