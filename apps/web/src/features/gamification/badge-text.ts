import { useTranslation } from 'react-i18next';
import { DEFAULT_BADGES } from '@trilha/shared/gamification';
import type { badgesStrings } from './strings.ts';

type CatalogueKey = keyof (typeof badgesStrings)['badges']['catalogue'];
const DEFAULTS = new Map(DEFAULT_BADGES.map((b) => [b.key, b]));

/**
 * A badge's name and description in the reader's language. The stored texts are the company's
 * (Portuguese for the default catalogue); a badge of the default catalogue whose text the company
 * kept as it came is shown from this feature's catalogue (badges.catalogue.<key>), any other badge
 * (its own, or renamed) as stored. The credential keeps the stored text: the company's language.
 */
export function useBadgeText() {
  const { t } = useTranslation();
  return (b: { key?: string | null; name: string; description: string }): { name: string; description: string } => {
    const d = b.key ? DEFAULTS.get(b.key) : undefined;
    if (!d) return { name: b.name, description: b.description };
    const key = d.key as CatalogueKey;
    return {
      name: d.name === b.name ? t(`badges.catalogue.${key}.name`) : b.name,
      description: d.description === b.description ? t(`badges.catalogue.${key}.description`) : b.description,
    };
  };
}
