/**
 * The import check of `npm run lint` (.dependency-cruiser.cjs) on a tree of small files: one
 * wrong import per layer fails with its rule's name and the two files, and the imports the
 * layers allow pass. The tree is written to a temporary folder with the real configuration.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '..');
const S = 'apps/server/src';
const W = 'apps/web/src';

/** file → the files it imports. */
const PERMITIDOS: Record<string, string[]> = {
  [`${S}/routes/api/bobinas/colecao.ts`]: [`${S}/modules/bobinas/criar.ts`, `${S}/lib/ajuda.ts`],
  [`${S}/modules/bobinas/criar.ts`]: [
    `${S}/modules/bobinas/mover-bobina.ts`,
    `${S}/lib/ajuda.ts`,
    `${S}/db/client.ts`,
  ],
  [`${S}/modules/bobinas/mover-bobina.ts`]: [`${S}/modules/bobinas/registrar-movimento.ts`],
  [`${S}/modules/bobinas/registrar-movimento.ts`]: [],
  [`${S}/lib/ajuda.ts`]: [`${S}/db/client.ts`],
  [`${S}/db/client.ts`]: [`${S}/config.ts`],
  [`${S}/config.ts`]: [],
  [`${S}/cli/backup.ts`]: [`${S}/modules/bobinas/criar.ts`],
  [`${S}/main.ts`]: [`${S}/cli/backup.ts`],
  [`${W}/app/routes.tsx`]: [`${W}/features/bobinas/Pagina.tsx`],
  [`${W}/features/bobinas/Pagina.tsx`]: [`${W}/entities/bobina/Campos.tsx`, `${W}/shared/http.ts`],
  [`${W}/entities/bobina/Campos.tsx`]: [`${W}/entities/patio/Sugerir.tsx`, `${W}/shared/http.ts`],
  [`${W}/entities/patio/Sugerir.tsx`]: [`${W}/shared/http.ts`],
  [`${W}/shared/http.ts`]: [],
  'packages/domain/src/index.ts': [],
};

/** One wrong import per layer: [rule, from, to]. */
const ERRADOS: [string, string, string][] = [
  ['server-route-not-to-another-route', `${S}/routes/api/a/x.ts`, `${S}/routes/api/b/y.ts`],
  ['server-modules-not-to-routes-or-plugins', `${S}/modules/a/m.ts`, `${S}/plugins/app/p.ts`],
  ['server-lib-not-to-modules-or-above', `${S}/lib/l.ts`, `${S}/modules/a/n.ts`],
  ['server-db-not-to-lib-or-above', `${S}/db/d.ts`, `${S}/lib/k.ts`],
  ['server-config-imports-no-layer', `${S}/config.ts`, `${S}/db/e.ts`],
  ['server-not-to-programs', `${S}/modules/a/o.ts`, `${S}/cli/restore.ts`],
  [
    'server-coil-history-only-through-moverBobina',
    `${S}/modules/listas/criar-item.ts`,
    `${S}/modules/bobinas/registrar-movimento.ts`,
  ],
  ['web-shared-not-to-features-entities-or-app', `${W}/shared/s.ts`, `${W}/entities/bobina/t.ts`],
  ['web-entities-not-to-features-or-app', `${W}/entities/bobina/u.ts`, `${W}/features/mapa/v.ts`],
  ['web-features-not-to-app', `${W}/features/mapa/w.ts`, `${W}/app/menu.ts`],
  ['web-feature-not-to-another-feature', `${W}/features/listas/x.ts`, `${W}/features/bobinas/y.ts`],
  ['domain-not-to-apps', 'packages/domain/src/z.ts', `${W}/shared/z.ts`],
  ['apps-not-to-each-other', `${S}/lib/q.ts`, `${W}/shared/q.ts`],
  ['no-circular', `${W}/shared/c1.ts`, `${W}/shared/c2.ts`],
  [
    'server-base-modules-not-to-resource-modules',
    `${S}/modules/auth/quem.ts`,
    `${S}/modules/caminhoes/chegada.ts`,
  ],
];

/**
 * Two module folders that import each other through different files: no file circle, but the
 * folders lean on each other. Reported once from each folder.
 */
const PASTAS_EM_CIRCULO: [string, string][] = [
  [`${S}/modules/portaria/registrar.ts`, `${S}/modules/carga/chamar.ts`],
  [`${S}/modules/carga/pronta.ts`, `${S}/modules/portaria/liberar.ts`],
];

let pasta: string;

function escrever(arquivo: string, importa: string[]) {
  const caminho = join(pasta, arquivo);
  mkdirSync(dirname(caminho), { recursive: true });
  const linhas = importa.map((alvo, i) => {
    const rel = relativo(arquivo, alvo);
    return `import * as m${i} from '${rel}';\nexport const u${i} = m${i};`;
  });
  writeFileSync(caminho, `${linhas.join('\n')}\nexport const x = 1;\n`);
}

/** The import specifier from one file of the tree to another. */
function relativo(de: string, para: string): string {
  const partes = dirname(de).split('/');
  const alvo = para.split('/');
  let i = 0;
  while (i < partes.length && partes[i] === alvo[i]) i++;
  const subir = partes.slice(i).map(() => '..');
  const rel = [...subir, ...alvo.slice(i)].join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

async function cruzar(...raizes: string[]): Promise<string> {
  const bin = join(RAIZ, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [bin, ...raizes, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      { cwd: pasta },
    );
    return stdout;
  } catch (err) {
    return (err as { stdout: string }).stdout;
  }
}

describe('the import check of npm run lint', () => {
  beforeAll(() => {
    pasta = mkdtempSync(join(tmpdir(), 'limites-'));
    copyFileSync(join(RAIZ, '.dependency-cruiser.cjs'), join(pasta, '.dependency-cruiser.cjs'));
    copyFileSync(join(RAIZ, 'tsconfig.base.json'), join(pasta, 'tsconfig.base.json'));
  });
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  it('passes the imports the layers allow, and fails each wrong one naming its rule and both files', async () => {
    for (const [arquivo, importa] of Object.entries(PERMITIDOS)) escrever(arquivo, importa);
    const limpo = await cruzar('apps', 'packages');
    expect(limpo).toContain('no dependency violations found');

    for (const [regra, de, para] of ERRADOS) {
      escrever(de, [para]);
      escrever(para, regra === 'no-circular' ? [de] : []);
    }
    for (const [de, para] of PASTAS_EM_CIRCULO) {
      escrever(de, [para]);
      escrever(para, []);
    }
    const saida = await cruzar('apps', 'packages');
    for (const pasta of [`${S}/modules/portaria`, `${S}/modules/carga`]) {
      const linha = saida
        .split('\n')
        .find((l) => l.includes(`error server-module-folders-no-cycle: ${pasta} `));
      expect(linha, saida).toBeDefined();
    }
    for (const [regra, de, para] of ERRADOS) {
      const linha = saida.split('\n').find((l) => l.includes(`error ${regra}: ${de}`));
      expect(linha, `${regra}\n${saida}`).toBeDefined();
      if (regra !== 'no-circular') expect(linha).toContain(para);
      else expect(saida).toContain(para);
    }
    const violacoes = saida.split('\n').filter((l) => l.includes('  error '));
    // The circle is reported once from each of its two files, the folders' from each folder.
    expect(violacoes.length, saida).toBe(ERRADOS.length + 1 + 2);
  });
});
