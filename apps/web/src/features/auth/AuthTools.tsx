import { LanguageSelect } from '../language/LanguageSelect.tsx';
import { AccessibilityToggle } from '../accessibility/AccessibilityToggle.tsx';

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
