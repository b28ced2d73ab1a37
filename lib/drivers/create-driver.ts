import type { Db } from "@/db/client";
import { drivers } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { assertDriverEmailFree, rethrowDriverEmailTaken } from "./driver-email";
import { getDriverDetails, type DriverView } from "./driver-queries";
import { readPictureChange } from "./profile-picture";
import { driverFormSchema } from "./schemas";

/** POST admin/create-driver (multipart): the fields, then the picture, then the e-mail's uniqueness. */
export async function createDriver(db: Db, actor: Actor, input: Record<string, unknown>): Promise<DriverView> {
  const form = parseOrThrow(driverFormSchema, input);
  const picture = await readPictureChange(input.profile_picture, null);
  await assertDriverEmailFree(db, form.email);
  const pictureId = picture.kind === "new" ? await storeFile(db, picture) : null;
  const [driver] = await db
    .insert(drivers)
    .values({ ...form, profilePicture: pictureId, referredBy: actor.id })
    .returning({ id: drivers.id })
    .catch(async (error: unknown) => {
      if (pictureId) await deleteStoredFile(db, pictureId);
      return rethrowDriverEmailTaken(error);
    });
  return getDriverDetails(db, actor, driver!.id);
}
