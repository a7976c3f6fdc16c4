// The question bank's picker (docs/web-client.md "Feature boundaries"): the quiz item's form
// (attempts/QuizItemFields.tsx, lazy) picks its questions from the bank with it.
export { QuestionPicker } from './QuestionPicker.tsx';
