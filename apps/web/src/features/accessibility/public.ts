// The A button (docs/web-client.md "Feature boundaries"): the shell's header mounts the panel, and
// the sign-in screens (auth/AuthTools.tsx) its toggle, with its strings.
export { AccessibilityToggle } from './AccessibilityToggle.tsx';
export { accessibilityFeature } from './feature.ts';
