import type { Feature } from '../../app/feature.ts';
import { loadStrings } from '../../i18n/index.ts';
import { AccessibilityToggle, accessibilityFeature } from '../accessibility/public.ts';
import { LanguageSelect, languageFeature } from '../language/public.ts';

/** The two controls' strings, loaded with this chunk (AuthLayout waits for them before rendering it). */
export const loadToolStrings = () =>
  Promise.all([loadStrings(languageFeature as Feature), loadStrings(accessibilityFeature as Feature)]);

/**
 * The language selector and the A button on the sign-in and password screens (issue 29): the same
 * controls as the shell's header. Nothing is saved on an account here: the language is the
 * browser's cookie, the accessibility settings this browser's (applied before the first paint).
 */
export default function AuthTools() {
  return (
    <div className="flex items-center gap-1">
      <LanguageSelect />
      <AccessibilityToggle />
    </div>
  );
}
