import NextAuth, { AuthError, CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/client-address";
import { env } from "@/lib/env";
import { isSecureCookie, SESSION_COOKIE } from "./cookie";
import { loginWithPassword } from "./login";
import { REMEMBER_SECONDS, signSessionToken, verifySessionToken, type SessionClaims, type SessionSubject } from "./session-token";

declare module "next-auth" {
  interface User {
    claims?: SessionSubject;
  }
  interface Session {
    /** The session token's verified claims (lib/auth/current.ts sessionClaims). */
    claims?: SessionClaims;
  }
}

type TokenWithClaims = { claims?: SessionSubject | SessionClaims };

/** A refused sign-in whose `code` is the message to show (429, inactive, wrong password). */
export class LoginRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

export { isSecureCookie };

/**
 * next-auth issues, reads and clears the session cookie. Its JWT is our signed session token
 * (custom encode/decode), so the cookie and the API's bearer token are one format, checked by
 * one function (verifySessionToken). `auth()` is how pages, layouts and proxy.ts learn who is
 * signed in (lib/auth/current.ts); its form without arguments never renews the cookie, so a
 * session keeps the lifetime it was signed with (a day, or 30 with "Remember me").
 */
export const { auth, signIn, signOut } = NextAuth(() => ({
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
      const claims = (token as TokenWithClaims | undefined)?.claims;
      if (!claims) return "";
      const { exp: _exp, iat: _iat, ...subject } = claims as SessionClaims;
      return signSessionToken(subject, env().AUTH_SECRET);
    },
    decode: async ({ token }) => {
      if (!token) return null;
      const check = await verifySessionToken(token, env().AUTH_SECRET);
      return check.ok ? { claims: check.claims } : null;
    },
  },
  callbacks: {
    jwt: ({ token, user }) => (user?.claims ? { claims: user.claims } : token),
    session: ({ session, token }) => ({ ...session, claims: (token as TokenWithClaims).claims as SessionClaims }),
  },
  logger: {
    error: (error) => {
      // A refused sign-in is an answer, and a stale or forged cookie a visitor to send to /login.
      if (error instanceof CredentialsSignin || (error instanceof AuthError && error.type === "JWTSessionError")) return;
      console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, remember: {}, device: {} },
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
            typeof credentials.device === "string" ? credentials.device : null,
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
