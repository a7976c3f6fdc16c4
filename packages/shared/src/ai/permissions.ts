import { definePermissions } from '../policy/define.ts';

/**
 * Who may ask the model for content and read the company's AI settings. Which disciplines a
 * generation may target is decided per discipline by discipline:manage, not here.
 */
export const AI_PERMISSIONS = definePermissions({
  'ai:generate-questions': {
    roles: ['teacher', 'manager', 'admin'],
    why: 'Generated questions land in the question import review and then in the bank: the roles that build content (question-import:import), in disciplines they may manage.',
  },
  'ai:generate-topics': {
    roles: ['teacher', 'manager', 'admin'],
    why: "Proposed topics become a discipline's topics once accepted: the roles that build content, in disciplines they may manage (the discipline's canGenerateTopics).",
  },
  'ai:suggest-correction': {
    roles: ['tutor', 'teacher', 'manager', 'admin'],
    why: 'A proposed score and comment for descriptive answers, for the staff who grade them (attempts:grade) to accept or change: never saved on its own.',
  },
  'ai:analyse-discipline': {
    roles: ['teacher', 'manager', 'admin'],
    why: "A syllabus analysis is advice to a discipline's staff: the roles that build content, for disciplines they may manage.",
  },
  'ai:jobs': {
    roles: ['tutor', 'teacher', 'manager', 'admin'],
    why: 'Following or cancelling a generation: the roles that may start one; each job is visible only to whoever started it.',
  },
  'ai:settings': {
    roles: ['manager', 'admin'],
    why: "The company's model endpoint and API key are billing and data-protection decisions: the company's managers and the platform admin.",
  },
});
