import { forwardRef, type AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null; replace?: boolean; scroll?: boolean };

/**
 * next/link in the driver's bundle (components/driver-link/page/build.mjs): a plain link. The driver's pages
 * are separate documents, so a link is a page load (the server renders the next step).
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { prefetch: _prefetch, replace: _replace, scroll: _scroll, ...props },
  ref,
) {
  return <a ref={ref} {...props} />;
});

export default Link;
