import { cn } from "@/lib/utils";

/** A driver's profile picture (or the default picture), round. */
export function DriverAvatar({ src, name, className }: { src: string; name: string; className?: string }) {
  return (
    <img
      src={src}
      alt={`${name}'s profile picture`}
      className={cn("size-9 shrink-0 rounded-full border bg-muted object-cover", className)}
    />
  );
}
