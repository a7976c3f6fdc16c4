// The landing's study-time widgets (docs/web-client.md "Feature boundaries"): the discipline list,
// the landing page, shows them and starts their load in its loader.
export { LandingWidgets, prefetchLandingWidgets } from './LandingWidgets.tsx';
