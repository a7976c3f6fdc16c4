// Draws a generated avatar with DiceBear's avataaars style. Only GeneratedAvatar.tsx loads this
// module, with import(): DiceBear and the style (~65 kB gzip) come with the first screen that draws
// an avatar, never with the sign-in page (scripts/bundle-size.ts).
import { Avatar, Style, type StyleDefinition } from '@dicebear/core';
import definition from '@dicebear/styles/avataaars.json';
import { avataaarsOptions } from './avatar-dicebear.ts';

/** The avataaars style definition: its components and their variants. */
export const avataaarsDefinition = definition as unknown as StyleDefinition & {
  components: Record<string, { variants: Record<string, unknown> }>;
};
const style = new Style(avataaarsDefinition);

/** The avatar of stored attributes, as an SVG data URI (an <img> keeps its ids to itself). */
export function renderAvatar(attributes: Partial<Record<string, string | null>> | null | undefined): string {
  return new Avatar(style, avataaarsOptions(attributes)).toDataUri();
}
