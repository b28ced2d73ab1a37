import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { AppError } from "./errors";

type Paging = { total: number; page: number; limit: number };

/** Success envelope; a paged list adds total, page and limit beside data. */
export function ok<T>(data: T, options?: { message?: string; status?: number } & Partial<Paging>): NextResponse {
  const { message = "Success", status = 200, total, page, limit } = options ?? {};
  const body: Record<string, unknown> = { success: true, message, data };
  if (total !== undefined) Object.assign(body, { total, page, limit });
  return NextResponse.json(body, { status });
}

/** Error envelope: the AppError's status and message; anything else is a logged 500. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    const headers: Record<string, string> = {};
    if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
    return NextResponse.json(body, { status: error.status, headers });
  }
  const requestId = randomUUID();
  console.error(`[api] unexpected error (request ${requestId})`, error);
  return NextResponse.json(
    { success: false, message: `Something went wrong on our side. Please try again (request ${requestId}).` },
    { status: 500 },
  );
}
