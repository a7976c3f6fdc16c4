// What other features use of question import (docs/web-client.md "Feature boundaries"):
// Questions Management mounts its actions (import modal, export buttons); the AI feature's
// "generate questions" reuses the import's discipline picker, job status and result list, since an
// AI generation is reviewed as an imported file is.
export { QuestionImportActions } from './QuestionImportActions.tsx';
export { DisciplinePicker } from './DisciplinePicker.tsx';
export { FileResult } from './QuestionImportModal.tsx';
export { getQuestionImport } from './api.ts';
