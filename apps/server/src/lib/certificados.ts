import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { isIP } from 'node:net';
import * as x509 from '@peculiar/x509';

/** What `npm run tls:lan` makes: a plant CA and a server certificate it signed (docs/tls.md). */
export interface CertificadosDaPlanta {
  caPem: string;
  caKeyPem: string;
  certPem: string;
  keyPem: string;
}

const ALGORITMO = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DIA = 86_400_000;
/** iOS and Android refuse a server certificate valid for more than 825 days under a user CA. */
const VALIDADE_SERVIDOR_DIAS = 825;
const VALIDADE_CA_DIAS = 3650;

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const serial = () => Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex');

async function chavePem(chave: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', chave);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

/**
 * Names and addresses the certificate covers: each name as DNS, each IP as an address;
 * an empty list or an invalid name is refused before anything is made.
 */
export function nomesAlternativos(nomes: readonly string[], ips: readonly string[]) {
  if (nomes.length + ips.length === 0) {
    throw new Error('Informe ao menos um --nome ou um --ip do servidor.');
  }
  for (const ip of ips) if (!isIP(ip)) throw new Error(`IP inválido: ${ip}`);
  for (const nome of nomes) {
    if (!/^[a-z0-9*]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(nome)) {
      throw new Error(`Nome inválido: ${nome}`);
    }
  }
  return [
    ...nomes.map((value) => ({ type: 'dns' as const, value })),
    ...ips.map((value) => ({ type: 'ip' as const, value })),
  ];
}

/** Makes the plant CA and a server certificate for the given names and IP addresses. */
export async function gerarCertificados(
  nomes: readonly string[],
  ips: readonly string[],
  agora = new Date(),
): Promise<CertificadosDaPlanta> {
  const alternativos = nomesAlternativos(nomes, ips);
  const usos = ['sign', 'verify'] as KeyUsage[];
  const caKeys = await webcrypto.subtle.generateKey(ALGORITMO, true, usos);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=Pátio — CA da planta ${agora.toISOString().slice(0, 10)}, O=Pátio`,
    notBefore: agora,
    notAfter: new Date(agora.getTime() + VALIDADE_CA_DIAS * DIA),
    signingAlgorithm: ALGORITMO,
    keys: caKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const chaves = await webcrypto.subtle.generateKey(ALGORITMO, true, usos);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${nomes[0] ?? ips[0]}, O=Pátio`,
    issuer: ca.subject,
    notBefore: agora,
    notAfter: new Date(agora.getTime() + VALIDADE_SERVIDOR_DIAS * DIA),
    signingAlgorithm: ALGORITMO,
    publicKey: chaves.publicKey,
    signingKey: caKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(alternativos),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
      await x509.SubjectKeyIdentifierExtension.create(chaves.publicKey),
    ],
  });
  return {
    caPem: ca.toString('pem'),
    caKeyPem: await chavePem(caKeys.privateKey),
    certPem: cert.toString('pem'),
    keyPem: await chavePem(chaves.privateKey),
  };
}
