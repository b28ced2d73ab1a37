import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { changePasswordAction, forgotPasswordAction, setPasswordAction } from "@/lib/account/actions";
import type { Actor } from "@/lib/auth/actor";
import { verifyPassword } from "@/lib/auth/password";
import { decodeTokenPayload } from "@/lib/auth/session-token";
import { resetDatabase } from "./helpers/db";
import { createUser, PASSWORD } from "./helpers/factories";
import { firstLink, mailFrom } from "./helpers/mail";

// The password forms post to these server actions (the browser's FormData before the page's
// scripts ran, the form's values after): the schemas, services and limits of their API routes.
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.7" }),
  cookies: async () => new Map(),
}));

let db: Db;
beforeAll(async () => {
  db = await resetDatabase();
});

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const passwordOf = async (id: number) => (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe("forgot password and set password", () => {
  it("mail a link from the forgot form, then set the password from it, once; no toast for the page's own confirmation", async () => {
    const user = await createUser(db, "customer");
    let sent: Awaited<ReturnType<typeof forgotPasswordAction>> = {};
    const mail = await mailFrom(user.email, async () => (sent = await forgotPasswordAction({}, posted({ email: user.email }))));
    expect(sent).toEqual({
      ok: true,
      message: "A password reset email has been sent to the specified email address, if there is a user associated with it",
    });
    const token = firstLink(mail).searchParams.get("token")!;
    expect(decodeTokenPayload(token)).toMatchObject({ email: user.email, id: user.id });

    const mismatch = await setPasswordAction({}, posted({ token, password: "NewSecret@9", confirmPassword: "Other" }));
    expect(mismatch).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match!" } });
    // What was typed goes back to the page, never a password.
    expect(mismatch.values).toEqual({ token });

    expect(await setPasswordAction({}, posted({ token, password: "NewSecret@9", confirmPassword: "NewSecret@9" }))).toEqual({
      ok: true,
      message: "",
    });
    expect(await verifyPassword("NewSecret@9", await passwordOf(user.id))).toBe(true);
    const again = await setPasswordAction({}, posted({ token, password: "Other@Secret9", confirmPassword: "Other@Secret9" }));
    expect(again.ok).toBe(false);
    expect(again.message).toBeTruthy();
    expect(await verifyPassword("NewSecret@9", await passwordOf(user.id))).toBe(true);
  });

  it("answer the spec's messages: an empty e-mail, a damaged link", async () => {
    expect(await forgotPasswordAction({}, posted({ email: "" }))).toMatchObject({
      ok: false,
      message: "Please enter your email address.",
      fieldErrors: { email: "Please enter your email address." },
    });
    expect(
      await setPasswordAction({}, posted({ token: "not-a-token", password: "NewSecret@9", confirmPassword: "NewSecret@9" })),
    ).toMatchObject({
      ok: false,
      message: "Invalid reset token.",
    });
  });
});

describe("the signed-in user's password change", () => {
  it("refuse a wrong current password on its field, then change it", async () => {
    const user = await createUser(db, "admin");
    caller.actor = { id: user.id, role: "admin" } as Actor;
    const wrong = await changePasswordAction(
      {},
      posted({ currentPassword: "Wrong@123", password: "Changed@123", confirmPassword: "Changed@123" }),
    );
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { currentPassword: "The current password is not correct." } });
    expect(await verifyPassword(PASSWORD, await passwordOf(user.id))).toBe(true);

    const done = await changePasswordAction({}, { currentPassword: PASSWORD, password: "Changed@123", confirmPassword: "Changed@123" });
    expect(done).toEqual({ ok: true, message: "Your password has been successfully updated" });
    expect(await verifyPassword("Changed@123", await passwordOf(user.id))).toBe(true);
  });

  it("refuse a caller without a session", async () => {
    caller.actor = null;
    expect(
      await changePasswordAction({}, posted({ currentPassword: PASSWORD, password: "Changed@123", confirmPassword: "Changed@123" })),
    ).toMatchObject({
      ok: false,
      message: "Please sign in to continue.",
    });
  });
});
