// The landing's alerts (docs/web-client.md "Feature boundaries"): the discipline list, the
// student's landing page, shows the active warnings above it and loads them in its loader.
export { ActiveWarnings } from './ActiveWarnings.tsx';
export { activeWarningsQuery } from './api.ts';
