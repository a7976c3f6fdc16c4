export type { ErrorDef, PermissionRule } from '@trilha/shared';
export type { JobName } from '@trilha/shared/jobs';
