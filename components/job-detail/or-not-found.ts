import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";

/** A job outside the caller's scope reads as missing (the query throws NOT_FOUND): the 404 page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
