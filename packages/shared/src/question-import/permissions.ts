import { definePermissions } from '../policy/define.ts';

/**
 * Who may try to bulk-create, import and export questions. Which disciplines a caller may put
 * questions in (or export from) is decided per discipline by discipline:manage, not here.
 */
export const QUESTION_IMPORT_PERMISSIONS = definePermissions({
  'question-import:bulk-create': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Writing many questions at once builds a question bank: the roles that build content (materials:manage) do it, in disciplines they may manage.',
  },
  'question-import:import': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Importing a .docx/.csv creates questions: the roles that build content, in disciplines they may manage; each import is visible only to whoever sent the file.',
  },
  'question-import:export': {
    roles: ['teacher', 'manager', 'admin'],
    why: "Exporting hands out a bank's questions with their correct answers: only those who build content, for disciplines they may manage.",
  },
});
