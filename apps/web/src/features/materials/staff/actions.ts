import type { Material, MaterialItem } from '@trilha/shared/materials';

/** What a staff member asked for; StaffDialogs opens the matching form or confirmation. */
export type StaffAction =
  | { kind: 'material'; material?: Material }
  | { kind: 'deleteMaterial'; material: Material }
  | { kind: 'item'; materialId: number; item?: MaterialItem }
  | { kind: 'deleteItem'; item: MaterialItem }
  | { kind: 'settings'; item: MaterialItem }
  | { kind: 'import'; materialId: number };
