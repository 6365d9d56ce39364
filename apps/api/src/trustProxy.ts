/**
 * `TRUST_PROXY` (issue #9 finding 5): which proxies in front of the API may name the client in
 * `X-Forwarded-For`. The client IP is then the right-most address of the chain that is NOT a trusted
 * proxy (Fastify / proxy-addr semantics), so a client cannot choose its IP by sending its own
 * left-most `X-Forwarded-For`: the proxy appends the real address, and that one is used.
 */

/**
 * The Fastify `trustProxy` value: `false` (use the socket address, ignore `X-Forwarded-For`), a hop
 * count (trust that many proxies from the socket inwards), or a list of proxy addresses / CIDR ranges
 * (also `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

/**
 * Parses `TRUST_PROXY`: unset, empty, `0` or `false` → `false`; a whole number `n` → `n` hops (`1` =
 * one load balancer); `true` → 1 hop (the old meaning of "behind a load balancer"; never "trust every
 * hop", which would take the spoofable left-most address); otherwise a comma-separated list of
 * addresses or CIDR ranges, e.g. `10.0.0.0/8,172.16.0.0/12`.
 * Throws on a negative or fractional number or an empty list item.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return 1;
  if (/^-?\d+(\.\d+)?$/.test(text)) {
    const hops = Number(text);
    if (!Number.isInteger(hops) || hops < 0)
      throw new Error(`TRUST_PROXY must be a hop count ≥ 0, got ${text}`);
    return hops;
  }
  const list = text.split(',').map((item) => item.trim());
  if (list.some((item) => item === ''))
    throw new Error(`TRUST_PROXY must be a hop count or a comma-separated address list, got ${text}`);
  return list;
}

/**
 * The value to hand Fastify. A hop count becomes the function `(address, hop) => hop < n` (Express'
 * meaning: the socket peer and the next n − 1 addresses of `X-Forwarded-For`, read from the right, are
 * proxies), because Fastify 5 treats a bare number as "trust nothing". A list is passed as is.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}
