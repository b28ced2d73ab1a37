import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { containsPattern, offsetOf, type PageQuery, type Paged } from "@/lib/api/pagination";
import { activeStatusOf, type ActiveStatus } from "@/lib/forms/fields";
import { pictureUrl } from "./profile-picture";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** SPEC.md §3 "Driver"; profile_picture is a URL the browser can load, referred_by the creator's name. */
export type DriverView = {
  id: number;
  name: string;
  email: string;
  phone: string;
  note: string;
  profile_picture: string;
  active_status: ActiveStatus;
  referred_by: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const DRIVER_NOT_FOUND = "Driver not found.";

const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  email: drivers.email,
  phone: drivers.phone,
  note: drivers.note,
  pictureId: drivers.profilePicture,
  active: drivers.active,
  referred_by: users.username,
  createdAt: drivers.createdAt,
  updatedAt: drivers.updatedAt,
};

function toView({
  pictureId,
  active,
  ...row
}: { pictureId: string | null; active: boolean } & Omit<DriverView, "profile_picture" | "active_status">): DriverView {
  return { ...row, profile_picture: pictureUrl(pictureId), active_status: activeStatusOf(active) };
}

/** The driver list, newest first, searched by name, e-mail or phone. */
export async function listDrivers(db: DbOrTx, actor: Actor, query: PageQuery): Promise<Paged<DriverView>> {
  assertStaff(actor);
  const pattern = containsPattern(query.search);
  const where = query.search ? or(ilike(drivers.name, pattern), ilike(drivers.email, pattern), ilike(drivers.phone, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(driverColumns)
      .from(drivers)
      .leftJoin(users, eq(users.id, drivers.referredBy))
      .where(where)
      .orderBy(desc(drivers.createdAt), desc(drivers.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(drivers).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function getDriverDetails(db: DbOrTx, actor: Actor, id: number): Promise<DriverView> {
  assertStaff(actor);
  const [row] = await db
    .select(driverColumns)
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.referredBy))
    .where(eq(drivers.id, id))
    .limit(1);
  if (!row) throw notFound(DRIVER_NOT_FOUND);
  return toView(row);
}
