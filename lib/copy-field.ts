import { toast } from "@/lib/toast";

/**
 * Copies a read-only field's text (a link, a secret) and says so; without a clipboard (an
 * insecure origin, a refused permission) the field's text is selected to copy by hand.
 */
export async function copyField(input: HTMLInputElement | null, text: string, what: "Secret" | "Tracking link"): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    input?.select();
    toast.error(`Could not copy: the ${what === "Secret" ? "secret" : "link"} is selected, copy it with your keyboard.`);
  }
}
