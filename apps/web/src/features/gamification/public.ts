// The learner's badges and points as the profile page shows them (docs/web-client.md "Feature
// boundaries"): the section belongs to the gamification feature (its queries, strings, live updates).
export { BadgesSection } from './BadgesSection.tsx';
