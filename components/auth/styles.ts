/** Taller controls on the auth screens: comfortable touch targets. */
export const AUTH_INPUT_CLASS = "h-11";
export const AUTH_BUTTON_CLASS = "h-11 w-full text-base sm:text-sm";
export const AUTH_LINK_CLASS =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
