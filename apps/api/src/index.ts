export { buildApi, type BuildApiOptions } from './app.ts';
export { loadConfig, type ApiConfig } from './config.ts';
export { PERMISSIONS, can, type Permission } from '@trilha/shared';
