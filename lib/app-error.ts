/** SPEC §8's fallback page, in its words: app/error.tsx and the driver pages' (components/driver-link/page/route.ts). */
export const APP_ERROR = {
  title: "Application Error",
  text: "Something went wrong while showing this page.",
} as const;
