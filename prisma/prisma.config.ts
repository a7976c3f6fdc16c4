import { defineConfig } from 'prisma/config';

// Prisma 7 reads the datasource URL here; the CLI is only used for generate/validate
// (migrations run through src/migrate, see docs/migrations.md).
export default defineConfig({
  schema: 'schema.prisma',
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha' },
});
