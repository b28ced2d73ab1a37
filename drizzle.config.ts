import { defineConfig } from "drizzle-kit";

// `db:generate` only reads the schema; `drizzle-kit migrate` would use DATABASE_URL, but
// `npm run db:migrate` goes through db/migrate.ts so PGlite and PostgreSQL share one path.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost:5432/postgres" },
});
