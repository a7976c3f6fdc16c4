// The AI actions other screens mount (docs/web-client.md "Feature boundaries"): each is a button
// with its own modal and job, placed on the screen it acts on (topics on Discipline Material,
// questions on Questions Management, a correction on a quiz's answers). They stay in the ai
// feature, which owns the jobs, their strings and their permission checks.
export { AiCorrectionButton } from './AiCorrectionButton.tsx';
export { GenerateTopicsAction } from './GenerateTopicsAction.tsx';
export { AnalyseDisciplineAction } from './AnalyseDisciplineAction.tsx';
export { GenerateQuestionsAction } from './GenerateQuestionsAction.tsx';
