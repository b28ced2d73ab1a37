import { carryToasts } from "./carried-toasts";

/**
 * next/navigation in the driver's bundle (components/driver-link/page/build.mjs): what the driver's components
 * use of Next's router, on separate documents. push loads the next step, with the toasts on
 * screen (carried-toasts.ts); refresh asks the server for the page's data again and renders it in
 * place, keeping the components' state, as Next's router.refresh() does (client.tsx registers how).
 */
let refreshPage: () => Promise<void> = async () => window.location.reload();

/** client.tsx: how refresh() renders the page's data again. */
export function setPageRefresh(refresh: () => Promise<void>): void {
  refreshPage = refresh;
}

const router = {
  push: (href: string) => {
    carryToasts()
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  },
  replace: (href: string) => window.location.replace(href),
  refresh: () => {
    refreshPage().catch(() => window.location.reload());
  },
};

export function useRouter(): typeof router {
  return router;
}
