import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", "next-env.d.ts", "bench/results/**"] },
  js.configs.recommended,
  {
    // Config files and scripts run on Node.
    files: ["*.mjs", "scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" } },
  },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  nextPlugin.configs["core-web-vitals"],
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Pictures are the app's stored files behind the session (/api/v1/files): Next's image
      // optimizer would fetch them without the viewer's cookie.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The layers of STYLE.md: screens and routes never reach the tables or SQL directly.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Queries live in lib/; app/ and components/ call them." }],
          patterns: [{ group: ["@/db/schema", "@/db/schema/*", "drizzle-orm/*"], message: "Queries live in lib/." }],
        },
      ],
    },
  },
  {
    // The lifecycle and status tables are pure: nothing from Next or the database.
    files: ["lib/jobs/statuses.ts", "lib/jobs/lifecycle.ts", "lib/auth/roles.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["next", "next/*", "@/db/*", "drizzle-orm", "drizzle-orm/*"] }],
    },
  },
);
