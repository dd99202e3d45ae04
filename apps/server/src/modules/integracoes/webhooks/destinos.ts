import { BlockList, isIP } from 'node:net';

/**
 * What the event log keeps of an endpoint: its host (and port), never the path or the query,
 * where an integrator may have put a token — the log is readable by every signed-in user.
 */
export const hostDoDestino = (url: string) => new URL(url).host;

/** The hosts and networks webhooks may be sent to (WEBHOOK_DESTINOS), parsed once. */
export interface Destinos {
  /** The configured list as written, for the refusal message. */
  texto: string;
  permite(url: string): boolean;
  /** Whether this IP address is listed itself (an address or inside a listed network). */
  listado(ip: string): boolean;
}

/**
 * Parses WEBHOOK_DESTINOS: comma-separated host names (`erp.planta.local`), wildcard domains
 * (`*.planta.local`), IP addresses and CIDR networks (`10.20.0.0/16`, `fd00::/8`). A host name
 * is matched here by name; at each delivery it is also resolved and refused when it leads to a
 * loopback, link-local or cloud-metadata address that is not listed itself (resolucao.ts).
 * Empty allows nothing. Throws on an entry that is none of these.
 */
export function lerDestinos(texto: string | undefined): Destinos {
  const redes = new BlockList();
  const nomes = new Set<string>();
  const sufixos: string[] = [];
  const entradas = (texto ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const e of entradas) {
    const [ip, bits] = e.split('/') as [string, string | undefined];
    const v = isIP(ip.replace(/^\[|\]$/g, ''));
    if (v && bits !== undefined) {
      const n = Number(bits);
      if (!Number.isInteger(n) || n < 0 || n > (v === 4 ? 32 : 128))
        throw new Error(`WEBHOOK_DESTINOS: rede inválida "${e}"`);
      redes.addSubnet(ip.replace(/^\[|\]$/g, ''), n, v === 4 ? 'ipv4' : 'ipv6');
    } else if (v) redes.addAddress(ip.replace(/^\[|\]$/g, ''), v === 4 ? 'ipv4' : 'ipv6');
    else if (/^\*\.[a-z0-9.-]+$/.test(e)) sufixos.push(e.slice(1));
    else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(e))
      nomes.add(e);
    else throw new Error(`WEBHOOK_DESTINOS: destino inválido "${e}"`);
  }
  return {
    texto: entradas.join(', '),
    listado(ip) {
      const v = isIP(ip);
      return v !== 0 && (redes.check(ip, v === 4 ? 'ipv4' : 'ipv6') || nomes.has(ip));
    },
    permite(url) {
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        return false;
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
      const host = u.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const v = isIP(host);
      if (v) return redes.check(host, v === 4 ? 'ipv4' : 'ipv6') || nomes.has(host);
      return nomes.has(host) || sufixos.some((s) => host.endsWith(s));
    },
  };
}
