import { BrandMark } from "@/components/auth/brand-mark";

/** Public pages for anyone holding one of our documents: one centred card, no sign-in. */
export default function VerifyLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/50 px-4 py-8 sm:px-6 sm:py-12">
      <div className="w-full max-w-[26rem]">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <BrandMark className="size-9" />
          <span className="text-lg font-semibold tracking-tight">Vehicle Transport Jobs</span>
        </div>
        <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}
