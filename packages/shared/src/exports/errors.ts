import { defineErrors } from '../errors/define.ts';
import { EXPORT_MESSAGES as M } from './messages.ts';

export const EXPORT_ERRORS = defineErrors({
  EXPORT_NOT_FOUND: { status: 404, message: M.exportNotFound },
  EXPORT_NOT_READY: { status: 409, message: M.exportNotReady },
  EXPORT_FAILED: { status: 410, message: M.exportFailed },
});
