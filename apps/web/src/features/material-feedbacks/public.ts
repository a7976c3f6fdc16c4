// What the Discipline Material screen embeds (docs/learning-content.md "Reviews"; docs/web-client.md
// "Feature boundaries"): the reviews panel beside the materials and the button that opens the
// review form; the reviews' queries, live updates and strings stay in this feature.
export { MaterialReviewsPanel } from './MaterialReviewsPanel.tsx';
export { EvaluateMaterialsButton } from './EvaluateMaterialsButton.tsx';
