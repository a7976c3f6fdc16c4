export { buildApi, type BuildApiOptions } from './app.ts';
export { databaseTimeouts, loadConfig, type ApiConfig } from './config.ts';
export { createApiRedis } from './redis.ts';
export { PERMISSIONS, can, type Permission } from '@trilha/shared';
