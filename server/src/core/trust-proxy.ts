import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';

/**
 * Which proxies in front of the server are believed (FULLMAKT_TRUST_PROXY): none by default;
 * a number of hops (the load balancer and any proxy before it); or the addresses and CIDR
 * ranges of the proxies ('loopback', 'linklocal' and 'uniquelocal' name the usual ranges).
 * Fastify then takes the client's address from X-Forwarded-For, so each user has a rate
 * limit of their own, and the server keeps the proxy's X-Request-Id.
 */
export type TrustProxy = false | number | string[];

/** Parses FULLMAKT_TRUST_PROXY; throws with what is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') {
    return false;
  }
  if (/^\d+$/.test(text)) {
    return Number(text);
  }
  if (text === 'true') {
    throw new Error(
      'FULLMAKT_TRUST_PROXY=true skulle tro varje avsändare, så vem som helst kunde välja sin egen adress. Ange antalet proxysteg (t.ex. 1) eller proxyernas adresser (t.ex. 10.0.0.0/8).',
    );
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    try {
      compile(address);
    } catch {
      throw new Error(
        `FULLMAKT_TRUST_PROXY: "${address}" är varken ett antal proxysteg, en IP-adress, ett CIDR-intervall eller loopback/linklocal/uniquelocal.`,
      );
    }
  }
  return addresses;
}

/** Whether the peer of a connection (the nearest hop) is a trusted proxy. */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) {
    return () => false;
  }
  if (typeof trust === 'number') {
    // Fastify counts hops from the server: the peer is hop 0, trusted when there is one.
    return () => trust > 0;
  }
  const trusted = compile(trust);
  return (address) => address !== undefined && trusted(address, 0);
}

/** A request id we pass on as is: visible ASCII, short enough for a log line and a header. */
const acceptableRequestId = /^[\x21-\x7e]{1,128}$/;

/**
 * The id of a request (its log lines and X-Request-Id): the proxy's X-Request-Id when the
 * request came from a trusted proxy, so one id follows the call through both; a new one
 * otherwise, so a client cannot put its own ids into our logs.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromTrustedPeer = trustsPeer(trust);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (
      typeof given === 'string' &&
      acceptableRequestId.test(given) &&
      fromTrustedPeer(request.socket.remoteAddress)
    ) {
      return given;
    }
    return randomUUID();
  };
}

/** The same trust in the form fastify's types take (a hop count as its own function). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    return (_address, hop) => hop < trust;
  }
  return trust;
}
