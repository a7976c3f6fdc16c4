import { AccessibilityToggle } from './AccessibilityToggle.tsx';
import { useAccountSync } from './use-account-sync.ts';

/** The shell's A button: the toggle and panel (AccessibilityToggle.tsx), plus the account sync. */
export function AccessibilityButton() {
  useAccountSync();
  return <AccessibilityToggle />;
}
