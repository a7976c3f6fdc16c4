// The assignment screens' paths, import-free so the Discipline Material screen can link to them
// without loading the feature.
/** The screens' paths (000 §2, the spec's spellings, "assigment" included). */
export const assignmentPaths = {
  management: (disciplineId: number, itemId: number) => `/discipline/${disciplineId}/materials/assignment/${itemId}/management`,
  attempt: (disciplineId: number, itemId: number, id: number | 'new') =>
    `/discipline/${disciplineId}/materials/assignment/${itemId}/attempt/${id}`,
  overview: (disciplineId: number, itemId: number) => `/discipline/${disciplineId}/assigment/${itemId}/overview`,
  feedback: (disciplineId: number, itemId: number, submissionId: number) =>
    `/discipline/${disciplineId}/assigment/${itemId}/feedback/${submissionId}`,
  material: (disciplineId: number) => `/discipline/${disciplineId}/materials`,
};
