"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code (its form, schema and zod, the radix dialog) is fetched when it first
 * opens, not with the page. It stays mounted once opened, so it closes with its animation and
 * keeps its state like a dialog that was there from the start. `isOpen` reads the dialog's own
 * open prop (`open` by default).
 *
 *   const AddPoDialog = lazyDialog(() => import("./add-po-dialog").then((m) => m.AddPoDialog));
 */
/**
 * A client component whose code is fetched apart from the page's: a wizard's later step, shown
 * once it has arrived, or a server-rendered form that already works natively (it posts to its
 * server action) and hydrates when its code arrives. Never for a widget that needs its script.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  const Component = Part as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Dialog = lazyPart(load);
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [hasOpened, setHasOpened] = useState(open);
    if (open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return <Dialog {...props} />;
  }
  return LazyDialog;
}
