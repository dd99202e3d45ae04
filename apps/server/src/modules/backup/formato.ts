import { createHash } from 'node:crypto';

/**
 * A backup of the embedded database: one header line naming what follows and its size and
 * sha256, then PGlite's data directory as a gzipped tar. The header lets a restore refuse a
 * truncated or foreign file before it touches anything (docs/backup.md).
 */
const MAGICA = 'PATIO-BACKUP 1';

export const MSG_ESTRANHO =
  'Este arquivo não é uma cópia de segurança do Pátio: nada foi alterado.';
export const MSG_TRUNCADO =
  'Cópia de segurança incompleta ou corrompida (tamanho ou soma de verificação não conferem): nada foi alterado.';

interface Cabecalho {
  tipo: 'pglite';
  bytes: number;
  sha256: string;
  criadoEm: string;
}

export function encapsular(dados: Uint8Array): Buffer {
  const cab: Cabecalho = {
    tipo: 'pglite',
    bytes: dados.byteLength,
    sha256: createHash('sha256').update(dados).digest('hex'),
    criadoEm: new Date().toISOString(),
  };
  return Buffer.concat([Buffer.from(`${MAGICA}\n${JSON.stringify(cab)}\n`), dados]);
}

/** The data directory's archive inside a backup file; throws a Portuguese message otherwise. */
export function desencapsular(arquivo: Buffer): { dados: Buffer; criadoEm: string } {
  const fimMagica = arquivo.indexOf(0x0a);
  if (fimMagica < 0 || arquivo.subarray(0, fimMagica).toString('latin1') !== MAGICA) {
    throw new Error(MSG_ESTRANHO);
  }
  const fimCab = arquivo.indexOf(0x0a, fimMagica + 1);
  let cab: Cabecalho;
  try {
    cab = JSON.parse(arquivo.subarray(fimMagica + 1, fimCab).toString('utf8')) as Cabecalho;
  } catch {
    throw new Error(MSG_TRUNCADO);
  }
  if (fimCab < 0 || cab.tipo !== 'pglite') throw new Error(MSG_TRUNCADO);
  const dados = arquivo.subarray(fimCab + 1);
  const soma = createHash('sha256').update(dados).digest('hex');
  if (dados.byteLength !== cab.bytes || soma !== cab.sha256) throw new Error(MSG_TRUNCADO);
  return { dados, criadoEm: cab.criadoEm };
}
