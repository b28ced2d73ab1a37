import { NextResponse } from "next/server";
import { ok } from "@/lib/api/respond";
import { checkDatabase } from "@/lib/system/check-database";

export const dynamic = "force-dynamic";

// GET /api/v1/health — 200 once the database answers, 503 otherwise.
export async function GET() {
  try {
    await checkDatabase();
    return ok({ db: "ok" });
  } catch (error) {
    console.error("[health] database check failed", error);
    return NextResponse.json({ success: false, message: "The database is not reachable." }, { status: 503 });
  }
}
