import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';

/**
 * Checks an Open Badges 3.0 credential (VC-JWT) as any outside verifier would, from the public URLs
 * alone (docs/gamification.md "Public pages"): the issuer named in the payload must publish the
 * key the header names (its Profile lists the `kid` as a verification method, inside its JWKS),
 * and the EdDSA signature must hold under that published key. Nothing the token carries about a
 * key (`jwk`, `jku`, `x5c`) is used. `expect` ties the verdict to what the page shows: the
 * credential's id and issuer must be the award's. `jose` (a well-kept JOSE library) does the
 * cryptography, with the browser's WebCrypto.
 */
export async function verifyCredential(jwt: string, expect: { id: string; issuer: string }): Promise<boolean> {
  try {
    const header = decodeProtectedHeader(jwt);
    const claims = decodeJwt(jwt);
    const issuerId = (claims.issuer as { id?: unknown } | undefined)?.id;
    if (header.alg !== 'EdDSA' || typeof header.kid !== 'string' || issuerId !== expect.issuer || claims.id !== expect.id)
      return false;
    const profile = (await getJson(issuerId)) as {
      id?: string;
      jwks_uri?: string;
      verificationMethod?: Array<{ id: string; controller: string }>;
    };
    if (profile.id !== issuerId || !profile.verificationMethod?.some((m) => m.id === header.kid && m.controller === issuerId))
      return false;
    const jwksUrl = new URL(header.kid);
    jwksUrl.hash = '';
    if (jwksUrl.href !== profile.jwks_uri) return false;
    const jwks = (await getJson(jwksUrl.href)) as Parameters<typeof createLocalJWKSet>[0];
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['EdDSA'], issuer: issuerId });
    const types = payload.type;
    return Array.isArray(types) && types.includes('OpenBadgeCredential') && payload.jti === payload.id;
  } catch {
    return false;
  }
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
