/**
 * The success message of a form posted before the page's scripts ran (the browser's own post to the
 * server action): the action sets it as a short cookie and sends the browser back to a page
 * (lib/forms/form-action.ts); proxy.ts takes it off that page's request (the cookie is deleted, so a
 * reload does not say it again) and hands it to the root layout in FLASH_HEADER, which shows it
 * (components/ui/flash-toast.tsx), also when the form that posted is no longer on the page.
 */
export const FLASH_COOKIE = "vtj-flash";

/** The request header in which proxy.ts hands the page its flash (URI-encoded). */
export const FLASH_HEADER = "x-flash";

/** The request header in which proxy.ts gives the path and query asked for: where a form posted by the browser goes back to. */
export const PAGE_HEADER = "x-page";
