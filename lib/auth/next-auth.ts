import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/client-address";
import { env } from "@/lib/env";
import { SESSION_COOKIE } from "./cookie";
import { loginWithPassword } from "./login";
import { REMEMBER_SECONDS, signSessionToken, verifySessionToken, type SessionSubject } from "./session-token";

declare module "next-auth" {
  interface User {
    claims?: SessionSubject;
  }
}

/** A refused sign-in whose `code` is the message to show (429, inactive, wrong password). */
export class LoginRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

/** Secure cookies whenever the app is served over HTTPS (every production deployment). */
export function isSecureCookie(): boolean {
  return env().APP_URL.startsWith("https://");
}

/**
 * next-auth issues and clears the session cookie. Its JWT is our signed session token
 * (custom encode/decode), so the cookie and the API's bearer token are one format.
 */
export const { signIn, signOut } = NextAuth(() => ({
  secret: env().AUTH_SECRET,
  trustHost: true,
  session: { strategy: "jwt", maxAge: REMEMBER_SECONDS },
  pages: { signIn: "/login" },
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: isSecureCookie() },
    },
  },
  jwt: {
    encode: async ({ token }) => {
      const claims = (token as { claims?: SessionSubject } | undefined)?.claims;
      if (!claims) return "";
      return signSessionToken(claims, env().AUTH_SECRET);
    },
    decode: async ({ token }) => {
      if (!token) return null;
      const check = await verifySessionToken(token, env().AUTH_SECRET);
      if (!check.ok) return null;
      const { exp, iat, ...claims } = check.claims;
      return { claims, exp, iat };
    },
  },
  callbacks: {
    jwt: ({ token, user }) => (user?.claims ? { claims: user.claims } : token),
  },
  logger: {
    error: (error) => {
      if (!(error instanceof CredentialsSignin)) console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, remember: {} },
      authorize: async (credentials, request) => {
        try {
          const claims = await loginWithPassword(
            await getDb(),
            {
              email: typeof credentials.email === "string" ? credentials.email : "",
              password: typeof credentials.password === "string" ? credentials.password : "",
              remember: credentials.remember === "true",
            },
            clientAddress(request.headers),
          );
          return { id: String(claims.id), name: claims.username, email: claims.email, claims };
        } catch (error) {
          if (error instanceof AppError) {
            const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
            throw new LoginRefused(first ?? error.message);
          }
          throw error;
        }
      },
    }),
  ],
}));
