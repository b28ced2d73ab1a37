import { ButtonLink } from "@/components/ui/button-link";

/** The dispatcher's two views: the board and the live map. */
export function DispatchTabs({ current }: { current: "board" | "map" }) {
  const tab = (name: "board" | "map", href: string, text: string) => (
    <ButtonLink
      href={href}
      variant={current === name ? "default" : "outline"}
      size="sm"
      aria-current={current === name ? "page" : undefined}
    >
      {text}
    </ButtonLink>
  );
  return (
    <nav aria-label="Dispatch views" className="mb-4 flex gap-2">
      {tab("board", "/dispatch", "Board")}
      {tab("map", "/dispatch/map", "Live map")}
    </nav>
  );
}
