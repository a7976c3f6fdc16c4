// The language selector (docs/web-client.md "Feature boundaries"): the shell's header mounts it,
// and so do the sign-in screens (auth/AuthTools.tsx), with its strings.
export { LanguageSelect } from './LanguageSelect.tsx';
export { languageFeature } from './feature.ts';
