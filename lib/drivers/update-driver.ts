import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { drivers } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { isStatusOnly } from "@/lib/forms/fields";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { assertDriverEmailFree, rethrowDriverEmailTaken } from "./driver-email";
import { DRIVER_NOT_FOUND, getDriverDetails, type DriverView } from "./driver-queries";
import { readPictureChange } from "./profile-picture";
import { DRIVER_DETAIL_KEYS, driverStatusSchema, updateDriverDetailsSchema } from "./schemas";

/**
 * PUT admin/update-driver-details: the details (multipart), or driverId + active_status only
 * for the active switch. An inactive driver cannot be assigned and his links stop working.
 */
export async function updateDriver(db: Db, actor: Actor, input: Record<string, unknown>): Promise<DriverView> {
  if (isStatusOnly(input, "active_status", DRIVER_DETAIL_KEYS)) {
    const { driverId, active_status: active } = parseOrThrow(driverStatusSchema, input);
    const rows = await db.update(drivers).set({ active }).where(eq(drivers.id, driverId)).returning({ id: drivers.id });
    if (rows.length === 0) throw notFound(DRIVER_NOT_FOUND);
    return getDriverDetails(db, actor, driverId);
  }
  const { driverId, email, active_status: active, ...form } = parseOrThrow(updateDriverDetailsSchema, input);
  const [current] = await db.select({ pictureId: drivers.profilePicture }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  if (!current) throw notFound(DRIVER_NOT_FOUND);
  const picture = await readPictureChange(input.profile_picture, current.pictureId);
  if (email) await assertDriverEmailFree(db, email, driverId);
  const newPictureId = picture.kind === "new" ? await storeFile(db, picture) : null;
  const pictureId = picture.kind === "keep" ? current.pictureId : newPictureId;
  await db
    .update(drivers)
    .set({ ...form, ...(email && { email }), ...(active !== undefined && { active }), profilePicture: pictureId })
    .where(eq(drivers.id, driverId))
    .catch(async (error: unknown) => {
      if (newPictureId) await deleteStoredFile(db, newPictureId);
      return rethrowDriverEmailTaken(error);
    });
  if (current.pictureId && current.pictureId !== pictureId) await deleteStoredFile(db, current.pictureId);
  return getDriverDetails(db, actor, driverId);
}
