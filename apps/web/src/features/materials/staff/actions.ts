import type { Material, MaterialItem } from '@trilha/shared/materials';
import type { TopicRow } from '../api.ts';

/** What a staff member asked for; StaffDialogs opens the matching form or confirmation. */
export type StaffAction =
  | { kind: 'material'; material?: Material }
  | { kind: 'deleteMaterial'; material: Material }
  | { kind: 'item'; materialId: number; item?: MaterialItem }
  | { kind: 'deleteItem'; item: MaterialItem }
  | { kind: 'settings'; item: MaterialItem }
  | { kind: 'import'; materialId: number }
  // onCreated: the topics panel turns to the last page, where a new topic lands.
  | { kind: 'topic'; topic?: TopicRow; onCreated?: () => void }
  | { kind: 'deleteTopic' | 'duplicateTopic'; topic: TopicRow };
