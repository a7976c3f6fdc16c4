import { defineConfig } from 'prisma/config';

// Prisma 7 reads the datasource URL here; the CLI is only used for generate/validate/format
// (migrations run through src/migrate, see docs/migrations.md). `schema` is a folder: every
// *.prisma file in it is one domain of the data model.
export default defineConfig({
  schema: 'schema',
  migrations: { path: 'migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha' },
});
