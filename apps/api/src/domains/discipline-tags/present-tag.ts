import type { DisciplineTag } from '@trilha/shared/discipline-tags';

type TagRow = { id: number; name: string; color: string; companyId: number; isEditable: boolean };
export const tagSelect = { id: true, name: true, color: true, companyId: true, isEditable: true } as const;

export const presentTag = (t: TagRow): DisciplineTag => ({
  id: t.id,
  name: t.name,
  color: t.color,
  companyId: t.companyId,
  is_editable: t.isEditable,
});
