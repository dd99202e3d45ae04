import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Destinos } from './destinos.ts';

/**
 * Addresses a listed name must not lead to unless they are listed themselves: a name in
 * WEBHOOK_DESTINOS whose DNS record is changed to one of these would otherwise send the
 * server's requests to itself or to the cloud's metadata service.
 */
const PROIBIDAS = new BlockList();
PROIBIDAS.addSubnet('127.0.0.0', 8, 'ipv4'); // loopback
PROIBIDAS.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, AWS/GCP/Azure metadata
PROIBIDAS.addSubnet('0.0.0.0', 8, 'ipv4'); // "this host"
PROIBIDAS.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
PROIBIDAS.addAddress('::1', 'ipv6');
PROIBIDAS.addAddress('::', 'ipv6');
PROIBIDAS.addSubnet('fe80::', 10, 'ipv6'); // link-local
PROIBIDAS.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6

/** IPv4 written inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
const semMapeamento = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

type Resolver = (host: string) => Promise<{ address: string }[]>;
const resolverDoSistema: Resolver = (host) => lookup(host, { all: true });

/**
 * Resolves the URL's host name just before a delivery: null when every address it resolves to
 * may be reached, else the reason to refuse the try. IP literals were judged by the list alone.
 * The connection resolves the name again a moment later; docs/integracao.md says what that
 * leaves open.
 */
export async function destinoResolvidoPermitido(
  url: string,
  destinos: Destinos,
  resolver: Resolver = resolverDoSistema,
): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  let enderecos: { address: string }[];
  try {
    enderecos = await resolver(host);
  } catch {
    return 'Endereço não encontrado (DNS)';
  }
  for (const { address } of enderecos) {
    const ip = semMapeamento(address);
    const v = isIP(ip);
    if (v && PROIBIDAS.check(ip, v === 4 ? 'ipv4' : 'ipv6') && !destinos.listado(ip)) {
      return `Destino recusado: ${host} resolve para ${ip} (loopback, link-local ou metadados da nuvem), que não está em WEBHOOK_DESTINOS`;
    }
  }
  return null;
}
