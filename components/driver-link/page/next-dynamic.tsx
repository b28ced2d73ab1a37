import { lazy, Suspense, type ComponentType } from "react";
import { useIsMounted } from "@/components/ui/use-is-mounted";

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/**
 * next/dynamic in the driver's bundle (components/driver-link/page/build.mjs), for what the driver's pages
 * use of it: a component loaded in the browser only ({ ssr: false }), after the page is live.
 */
export default function dynamic<P extends object>(load: () => Promise<Loaded<P>>, _options?: { ssr?: boolean }): ComponentType<P> {
  const Lazy = lazy(async () => {
    const loaded = await load();
    return { default: "default" in loaded ? loaded.default : loaded };
  });
  return function Dynamic(props: P) {
    if (!useIsMounted()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
