/**
 * `npm run tls:lan -- --nome patio.planta --ip 10.0.0.5` (docs/tls.md): a plant CA and a server
 * certificate for those names and addresses, written under ./tls with mode 0600; prints the
 * TLS_CERT and TLS_KEY to set.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gerarCertificados } from '../lib/certificados.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';

const COMANDO: Comando = {
  uso: 'npm run tls:lan -- --nome patio.planta --ip 10.0.0.5 [--nome …] [--ip …] [--dir ./tls]',
  descricao:
    'Cria uma CA da planta e um certificado do servidor para os nomes e IPs dados (docs/tls.md); ' +
    'grava em ./tls (modo 0600) e mostra TLS_CERT e TLS_KEY.',
  opcoes: {
    nome: { valor: 'NOME', multiplo: true, descricao: 'nome do servidor na rede (repetível)' },
    ip: { valor: 'IP', multiplo: true, descricao: 'endereço IP do servidor (repetível)' },
    dir: { valor: 'PASTA', descricao: 'onde gravar (padrão ./tls)' },
  },
};

function gravar(caminho: string, conteudo: string) {
  writeFileSync(caminho, conteudo, { mode: 0o600 });
  chmodSync(caminho, 0o600); // an existing file keeps its old mode on write
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const values = lerArgumentos(COMANDO).values as Partial<Record<string, string | string[]>>;
  const lista = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), (values.dir as string) ?? 'tls');
  try {
    const c = await gerarCertificados(lista(values.nome), lista(values.ip));
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    gravar(join(dir, 'ca.pem'), c.caPem);
    gravar(join(dir, 'ca-key.pem'), c.caKeyPem);
    gravar(join(dir, 'servidor.pem'), c.certPem);
    gravar(join(dir, 'servidor-key.pem'), c.keyPem);
    console.log(
      `Certificados gravados em ${dir}. Defina no servidor:\n` +
        `TLS_CERT=${join(dir, 'servidor.pem')}\nTLS_KEY=${join(dir, 'servidor-key.pem')}\n` +
        `Instale ${join(dir, 'ca.pem')} nos tablets (ou baixe de https://<servidor>/ca.pem).\n` +
        'Guarde ca-key.pem fora do servidor: com ela se emitem novos certificados.',
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
}
