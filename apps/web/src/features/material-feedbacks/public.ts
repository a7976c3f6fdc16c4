// What the Discipline Material screen embeds (docs/learning-content.md "Reviews").
export { MaterialReviewsPanel } from './MaterialReviewsPanel.tsx';
export { EvaluateMaterialsButton, EvaluateMaterialsModal } from './EvaluateMaterialsButton.tsx';
export { Stars, StarInput } from './StarRating.tsx';
