import { AppError, MAX_INPUT_DEPTH, TOO_DEEP } from "./errors";

/**
 * Parses JSON text, refusing with 400 nesting past MAX_INPUT_DEPTH before anything walks it. The
 * count skips brackets inside strings; a malformed text is left to JSON.parse to refuse.
 */
export function parseJsonText(text: string): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_INPUT_DEPTH) throw new AppError("VALIDATION", TOO_DEEP);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return JSON.parse(text);
}
