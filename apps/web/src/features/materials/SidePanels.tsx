/**
 * The column beside the materials: the discipline's forums (page 1, 5 per page, newest first) and
 * the material reviews with, for a student with materials, the evaluate-materials button (000 §2).
 */
export function SidePanels({ disciplineId, studentWithMaterials }: { disciplineId: number; studentWithMaterials: boolean }) {
  void disciplineId;
  void studentWithMaterials;
  return <aside className="space-y-6" />;
}
