import { users } from "@/db/schema";
import type { Person, SeedContext } from "./context";
import { DEMO_ADMIN_EMAIL, DEMO_SUPERADMIN_EMAIL } from "./demo-accounts";

const ADMINS: (Person & { active: boolean })[] = [
  { first: "Michael", last: "Thompson", active: true },
  { first: "Jessica", last: "Ramirez", active: true },
  { first: "David", last: "Chen", active: true },
  { first: "Sarah", last: "Johnson", active: true },
  { first: "Brian", last: "Patel", active: true },
  { first: "Emily", last: "Walker", active: true },
  { first: "Kevin", last: "O'Brien", active: true },
  { first: "Laura", last: "Martinez", active: true },
  { first: "Daniel", last: "Kim", active: false },
  { first: "Rachel", last: "Green", active: false },
];

export type Staff = {
  superadminId: number;
  demoAdminId: number;
  /** Who approves, cancels and refers in the demo: the demo admin twice as often as the others. */
  actingStaff: number[];
  count: number;
};

/** The superadmin first (the others name it as their creator), then the demo admin and the other admins. */
export async function insertStaff(ctx: SeedContext): Promise<Staff> {
  const { tx, daysAgo, phone, passwordHash } = ctx;
  const superadminCreated = new Date(daysAgo(120));
  const [superadmin] = await tx
    .insert(users)
    .values({
      username: "Super Admin",
      firstName: "Super",
      lastName: "Admin",
      email: DEMO_SUPERADMIN_EMAIL,
      phoneNumber: "2145550100",
      passwordHash,
      role: "superadmin",
      createdAt: superadminCreated,
      updatedAt: superadminCreated,
    })
    .returning({ id: users.id });

  const staffRows = [
    { first: "Demo", last: "Admin", email: DEMO_ADMIN_EMAIL, active: true, phone: "2145550101", days: 110 },
    ...ADMINS.map((a, i) => ({ ...a, email: `admin${i + 1}@example.com`, phone: phone(), days: 105 - i * 3 })),
  ].map((a) => {
    const created = new Date(daysAgo(a.days));
    return {
      username: `${a.first} ${a.last}`,
      firstName: a.first,
      lastName: a.last,
      email: a.email,
      phoneNumber: a.phone,
      passwordHash,
      role: "admin" as const,
      active: a.active,
      createdBy: superadmin.id,
      createdAt: created,
      updatedAt: created,
    };
  });
  const staff = await tx.insert(users).values(staffRows).returning({ id: users.id, email: users.email, active: users.active });
  const demoAdminId = staff.find((s) => s.email === DEMO_ADMIN_EMAIL)!.id;
  const actingStaff = [superadmin.id, demoAdminId, demoAdminId, ...staff.filter((s) => s.active).map((s) => s.id)];
  return { superadminId: superadmin.id, demoAdminId, actingStaff, count: 1 + staff.length };
}
