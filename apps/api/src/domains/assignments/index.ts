import { ASSIGNMENT_ERRORS, ASSIGNMENT_PERMISSIONS } from '@trilha/shared/assignments';
import { defineApiDomain } from '../../kit/domain.ts';
import { assignmentRoutes } from './routes.ts';
import { taskItemKind } from './task-item-kind.ts';

export const assignmentsDomain = defineApiDomain({
  name: 'assignments',
  tables: ['assignment_submissions', 'assignment_evaluations'],
  routes: assignmentRoutes,
  permissions: ASSIGNMENT_PERMISSIONS,
  errors: ASSIGNMENT_ERRORS,
  itemKinds: [taskItemKind],
});
