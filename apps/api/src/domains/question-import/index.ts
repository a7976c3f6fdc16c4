import { QUESTION_IMPORT_ERRORS, QUESTION_IMPORT_PERMISSIONS } from '@trilha/shared/question-import';
import { defineApiDomain } from '../../kit/domain.ts';
import { questionImportRoutes } from './routes.ts';

export const questionImportDomain = defineApiDomain({
  name: 'question-import',
  tables: ['question_imports'],
  routes: questionImportRoutes,
  permissions: QUESTION_IMPORT_PERMISSIONS,
  errors: QUESTION_IMPORT_ERRORS,
  jobs: ['question-import.check'],
});
