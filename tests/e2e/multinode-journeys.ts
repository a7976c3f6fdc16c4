// The browser journeys of content and assessment that also run through the multi-node proxy
// (E2E_TOPOLOGY=multinode: tests/support/topology.ts; docs/deployment.md "Several nodes"). One list
// for vitest.config.ts (which files each run takes) and scripts/test.sh (which runs them apart).
export const MULTINODE_JOURNEYS = [
  // content: discipline material and its items, SCORM
  'tests/e2e/discipline-material.test.ts',
  'tests/e2e/scorm.test.ts',
  // assessment: quiz attempt, assignment, grades
  'tests/e2e/quiz-attempt.test.ts',
  'tests/e2e/quiz-journey.test.ts',
  'tests/e2e/assignment.test.ts',
  'tests/e2e/grades.test.ts',
];
