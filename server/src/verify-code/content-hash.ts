import { createHash } from 'node:crypto';
import type { Fullmakt } from '@fullmakt/shared/domain';
import canonicalize from 'canonicalize';

/**
 * The facts that make a power, and nothing that changes without the power changing: who
 * grants it (and in what role), who holds it, before whom, from which template, what it
 * permits, for how long and whether it may be shared onward. Parties by number, not name
 * (a name in the registry can change; the power does not). Status is left out: a revoked
 * power is the same power, and the verify answer tells its status.
 */
function contentOf(fullmakt: Fullmakt) {
  return {
    id: fullmakt.id,
    rubrik: fullmakt.rubrik,
    fullmaktsgivare: { id: fullmakt.fullmaktsgivare.id, typ: fullmakt.fullmaktsgivare.typ },
    fullmaktsgivarroll: fullmakt.fullmaktsgivarroll,
    fullmaktshavare: fullmakt.fullmaktshavare.map((h) => ({ id: h.id, typ: h.typ })),
    tredjeman: fullmakt.tredjeman.id,
    ursprung: fullmakt.ursprung,
    behorigheter: fullmakt.behorigheter,
    giltigFrom: fullmakt.giltigFrom,
    giltigTom: fullmakt.giltigTom ?? null,
    transportfullmakt: fullmakt.transportfullmakt,
  };
}

/** SHA-256 (base64url) over the RFC 8785 canonical JSON of the power's content. */
export function contentHash(fullmakt: Fullmakt): string {
  return createHash('sha256')
    .update(canonicalize(contentOf(fullmakt)) ?? '')
    .digest('base64url');
}
