import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable is documented in .env.example.
 * Parsed lazily (and once) so that `next build` does not need run-time settings.
 */
const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(3000)),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/pglite")),
  /** Tests only: a dump of a migrated empty database that an in-memory PGlite starts from (tests/global-setup.ts). */
  PGLITE_TEMPLATE: optionalString,
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("1")),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
  MAIL_OUTBOX_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/mail")),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Vehicle Transport Jobs <no-reply@localhost>")),
  /** The bearer secret of POST /api/v1/cron/outbox (unset: the call answers 401). */
  CRON_SECRET: optionalString,
  /** 1: webhook endpoints may be private, loopback or link-local addresses (development, tests); 0 refuses them. */
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
  UPLOADS_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/uploads")),
  UPLOADTHING_TOKEN: optionalString,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalString,
  /** How many proxy hops in X-Forwarded-For to trust (0: the socket's address is the client's). */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Set by the test runner: relaxes nothing, only marks the process. */
  VITEST: optionalString,
});

export type Env = z.infer<typeof envSchema> & { AUTH_SECRET: string; APP_URL: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  cached = {
    ...value,
    APP_URL: value.APP_URL ?? `http://localhost:${value.PORT}`,
    AUTH_SECRET: value.AUTH_SECRET ?? localAuthSecret(value),
  };
  return cached;
}

/**
 * Without AUTH_SECRET a secret is generated once and kept in .data, so that the
 * embedded quick start needs no setup. A production server on PostgreSQL must set it.
 */
function localAuthSecret(value: z.infer<typeof envSchema>): string {
  if (value.NODE_ENV === "production" && value.DATABASE_URL) {
    throw new Error("AUTH_SECRET is required in production (generate one with: openssl rand -base64 48).");
  }
  const file = path.resolve(".data", "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(file, "utf8").trim();
  }
}

export function isProduction(): boolean {
  return env().NODE_ENV === "production";
}
