/**
 * The HS256 key of the app's tokens (session, driver link, one-time), imported once per secret.
 * jose imports a raw secret into WebCrypto on every sign and verify (about 0.1 ms, and more
 * under load); every signed-in call verifies a token, so the imported key is kept.
 */
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}
