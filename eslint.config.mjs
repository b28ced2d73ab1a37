import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const NO_SQL = {
  paths: [{ name: "drizzle-orm", message: "Queries live in lib/; app/ and components/ call them." }],
  patterns: [{ group: ["@/db/schema", "@/db/schema/*", "drizzle-orm/*"], message: "Queries live in lib/." }],
};
const NO_APP = { group: ["@/app", "@/app/*"], message: "Components never import from app/: server actions live in lib/." };

export default tseslint.config(
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", "next-env.d.ts", "bench/results/**"] },
  js.configs.recommended,
  {
    // Config files and scripts run on Node.
    files: ["*.mjs", "scripts/**/*.mjs", "components/driver-link/page/build.mjs"],
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
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: NO_SQL.paths, patterns: NO_SQL.patterns }] },
  },
  {
    // Components never import from app/ (server actions live in lib/).
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: NO_SQL.paths, patterns: [...NO_SQL.patterns, NO_APP] }] },
  },
  {
    // The driver's pages run on Preact (components/driver-link/page/README.md): React APIs that
    // preact/compat lacks, Next beyond its three stand-ins, and the app shell are refused.
    files: ["components/driver-link/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...NO_SQL.paths,
            {
              name: "react",
              importNames: ["use", "useActionState", "useOptimistic", "useEffectEvent", "cache", "useFormStatus"],
              message: "The driver's pages run on preact/compat, which lacks it.",
            },
            { name: "react-dom", message: "The driver's pages run on preact/compat." },
            { name: "next-auth", message: "The driver's pages have no session: the link's token." },
          ],
          patterns: [
            ...NO_SQL.patterns,
            NO_APP,
            {
              group: ["next/*", "!next/link", "!next/navigation", "!next/dynamic"],
              message: "Only next/link, next/navigation and next/dynamic have stand-ins in the driver's bundle.",
            },
            { group: ["@/components/shell", "@/components/shell/*"], message: "The driver's pages are outside the app shell." },
          ],
        },
      ],
    },
  },
  {
    // lib/ is the domain: it never imports the screens.
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/components", "@/components/*", "@/app", "@/app/*"], message: "lib/ never imports components/ or app/." }],
        },
      ],
    },
  },
  {
    // The lifecycle and status tables are pure: nothing from Next or the database.
    files: ["lib/jobs/statuses.ts", "lib/jobs/lifecycle.ts", "lib/auth/roles.ts", "lib/auth/menu.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["next", "next/*", "@/db/*", "drizzle-orm", "drizzle-orm/*"] }],
    },
  },
);
