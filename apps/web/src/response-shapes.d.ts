// The module vite.config.ts `responseShapes` builds: shared zod schemas as JSON shapes.
declare module 'virtual:trilha/response-shapes' {
  export const tenantSettings: import('./lib/json-shape.ts').JsonShape;
}
