/**
 * The toasts' rich colours (sonner's theme variables), each text at least 4.5:1 on its
 * background (WCAG AA): sonner's own light greens and reds measured 4.25:1 and 4.34:1.
 */
export const TOAST_COLORS = {
  "--success-bg": "#ecfdf3",
  "--success-text": "#166534",
  "--success-border": "#bbf7d0",
  "--error-bg": "#fff0f0",
  "--error-text": "#b91c1c",
  "--error-border": "#fecaca",
  "--info-bg": "#f0f8ff",
  "--info-text": "#1d4ed8",
  "--info-border": "#bfdbfe",
  "--warning-bg": "#fffcf0",
  "--warning-text": "#92400e",
  "--warning-border": "#fde68a",
} as const;
