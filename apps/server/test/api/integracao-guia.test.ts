import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TIPOS_EVENTO_WEBHOOK } from '@patio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPERA_MAXIMA_S, espera } from '../../src/modules/integracoes/webhooks/espera.ts';
import { ADMIN_SENHA } from '../constants.ts';
import { BACKENDS, type TestApp } from '../helper.ts';
import { aguardar, appComReceptor, assinaturaValida, type Receptor } from '../webhooks-receptor.ts';
import { postDespacho } from './despachos-fixtures.ts';
import { colocar, instrucao, listar, pegar, selecionar, soltar } from './instrucoes-fixtures.ts';
import { comandosDoGuia, executarCurl, formatarS, guardar, secao } from './integracao-guia.ts';

/*
 * docs/integracao.md's first day, run as written: every curl step of the section, in order,
 * through inject against a fresh yard; the values each step says to keep feed the next. Then
 * the example payloads of the webhooks section are compared with what the server sent.
 * GUIA_EXEMPLOS=<file> writes those real bodies out, to regenerate the docs' examples.
 */

const DOC = readFileSync(
  fileURLToPath(new URL('../../../../docs/integracao.md', import.meta.url)),
  'utf8',
);

/** Fields that differ on every run; everything else of an example must be what was sent. */
const VOLATEIS = new Set([
  'id',
  'ocorridoEm',
  'createdAt',
  'updatedAt',
  'finalizadoAt',
  'bobinaId',
]);

/** The examples of the webhooks section: one JSON body per line (or the one multi-line block). */
function exemplos(): Record<string, unknown>[] {
  const blocos = [...secao(DOC, '### Event types').matchAll(/```json\n([\s\S]*?)```/g)];
  const [primeiro, ...resto] = blocos.map((b) => b[1] as string);
  return [
    JSON.parse(primeiro as string),
    ...resto.flatMap((b) =>
      b
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l)),
    ),
  ];
}

/** `exemplo` shows the real body: the same keys in the same order, the same values but run-specific ones. */
function conferir(exemplo: unknown, real: unknown, caminho: string): void {
  if (exemplo && typeof exemplo === 'object' && !Array.isArray(exemplo)) {
    expect(real, caminho).toBeTypeOf('object');
    const ex = exemplo as Record<string, unknown>;
    const re = real as Record<string, unknown>;
    // "…": the example leaves the record's other fields out.
    const resumido = '…' in ex;
    const chaves = Object.keys(ex).filter((k) => k !== '…');
    if (!resumido) expect(chaves, caminho).toEqual(Object.keys(re));
    for (const k of chaves) {
      expect(Object.keys(re), `${caminho}.${k}`).toContain(k);
      conferir(ex[k], re[k], `${caminho}.${k}`);
    }
    return;
  }
  const chave = caminho.split('.').at(-1) ?? '';
  if (VOLATEIS.has(chave) || exemplo === '…' || Array.isArray(exemplo)) {
    expect(typeof real, caminho).toBe(Array.isArray(exemplo) ? 'object' : typeof real);
    return;
  }
  expect(real, caminho).toEqual(exemplo);
}

/** The docs list one example per event type, in the domain's order. */
const ORDEM: readonly string[] = TIPOS_EVENTO_WEBHOOK;
const porTipo = (a: string, b: string) => ORDEM.indexOf(a) - ORDEM.indexOf(b);

/** A crane's whole turn on an instruction, as the cab does it: select, lift, set down. */
async function pelaPonte(t: TestApp, instrucaoId: number) {
  const sel = await selecionar(t, 'PR#493', instrucaoId);
  expect(sel.statusCode, sel.body).toBe(201);
  const pega = await pegar(t, 'PR#493');
  expect(pega.statusCode, pega.body).toBe(200);
  const solta = await soltar(t, 'PR#493');
  expect(solta.statusCode, solta.body).toBe(200);
}

/**
 * What the yard does after the guide's coil, through the API: a crane moves a coil by a manual
 * instruction; a truck is dispatched, the crane loads its coil, the truck leaves.
 */
async function despachoECarga(t: TestApp) {
  const movida = await colocar(t, '0016AN01', { lote: '2700000124' });
  await pelaPonte(t, await instrucao(t, movida.lote, '0016BN01'));
  const carregada = await colocar(t, '0017AN01', { lote: '2700000125' });
  const criado = await postDespacho(t, 'ABC1D23', [carregada.id], 'CARRETA');
  expect(criado.statusCode, criado.body).toBe(201);
  const id = criado.json().data.id as number;
  const abertas = await listar(t, { filter: `lote=${carregada.lote}` });
  const [carga] = abertas.json().instrucoes as { id: number; tipo: string }[];
  expect(carga?.tipo).toBe('DESPACHO');
  await pelaPonte(t, carga?.id as number);
  const fim = await t.call({ method: 'DELETE', url: `/api/despachos/${id}/finalizar` });
  expect(fim.statusCode, fim.body).toBe(200);
}

describe.each(BACKENDS)('o guia do primeiro dia (%s)', (backend) => {
  let t: TestApp;
  let receptor: Receptor;
  let fechar: () => Promise<void>;
  beforeAll(async () => {
    ({ t, receptor, fechar } = await appComReceptor(backend));
  });
  afterAll(() => fechar?.());

  it('cada passo com curl funciona, na ordem, num pátio novo; os exemplos são o que o servidor envia', async () => {
    const vars: Record<string, string> = {
      PATIO: 'http://localhost:3000',
      SENHA: ADMIN_SENHA,
      ERP_URL: receptor.url,
      DESDE: new Date(Date.now() - 3_600_000).toISOString(),
    };
    const comandos = comandosDoGuia(secao(DOC, '## Primeiro dia'));
    expect(comandos.length).toBeGreaterThanOrEqual(11);
    for (const c of comandos) {
      const res = await executarCurl(t.app, c.curl, vars);
      expect(res.statusCode, `${c.curl}\n→ ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${c.curl}\n→ ${res.body}`).toBeLessThan(300);
      for (const g of c.guardar) {
        const v = guardar(res.json(), g.caminho);
        expect(v, `${g.nome} = ${g.caminho} em ${res.body}`).toBeDefined();
        vars[g.nome] = String(v);
      }
    }
    expect(Object.keys(vars)).toEqual(
      expect.arrayContaining(['TOKEN', 'CHAVE', 'WEBHOOK', 'SEGREDO', 'BOBINA', 'ULTIMO']),
    );

    // The coil's placement reached the ERP, signed, and again through the re-send (same id).
    await aguardar(() => receptor.recebidos.length >= 2, 15_000, 'a entrega e o reenvio');
    const [entregue, reenviado] = receptor.recebidos;
    expect(entregue?.evento.tipo).toBe('bobina.colocada');
    expect(reenviado?.evento.id).toBe(entregue?.evento.id);
    expect(reenviado?.corpo).toBe(entregue?.corpo);
    expect(receptor.recebidos.every((r) => assinaturaValida(vars.SEGREDO as string, r))).toBe(true);

    // The docs' examples against real bodies: the guide's own coil, moved, then loaded off the
    // yard's map by a deletion, and an alarm.
    const chave = { 'x-api-key': vars.CHAVE as string };
    const mover = await t.app.inject({
      method: 'PUT',
      url: `/api/bobinas/${vars.BOBINA}/endereco?novoEndereco=0014AN01`,
      headers: chave,
    });
    expect(mover.statusCode, mover.body).toBe(200);
    const apagar = await t.call({ method: 'DELETE', url: `/api/bobinas/${vars.BOBINA}` });
    expect(apagar.statusCode, apagar.body).toBe(200);
    const alarme = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: 'Ponte PR1 parada' },
    });
    expect(alarme.statusCode).toBe(201);
    await despachoECarga(t);
    const feed = await t.call({ method: 'GET', url: '/api/integracoes/eventos?limite=1000' });
    const reais = new Map<string, unknown>();
    // The first of each type: the guide's coil's before the crane's and the dispatch's coils'.
    for (const e of feed.json().data as { tipo: string }[])
      if (!reais.has(e.tipo)) reais.set(e.tipo, e);
    if (process.env.GUIA_EXEMPLOS) {
      writeFileSync(process.env.GUIA_EXEMPLOS, JSON.stringify([...reais.values()], null, 1));
    }
    const todos = exemplos();
    let conferidos = 0;
    for (const ex of todos) {
      const tipo = (ex as { tipo: string }).tipo;
      expect(reais.has(tipo), `o servidor não enviou ${tipo}`).toBe(true);
      conferir(ex, reais.get(tipo), tipo);
      conferidos++;
    }
    expect(todos.map((e) => (e as { tipo: string }).tipo)).toEqual([...reais.keys()].sort(porTipo));
    expect(conferidos).toBe(todos.length);
  });

  it('a tabela de espera entre tentativas é a do servidor', () => {
    const tabela = secao(DOC, '### Delivery guarantees and retries')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^\| \d+ \|/.test(l))
      .map((l) => l.split('|').map((c) => c.trim()));
    expect(tabela.length).toBeGreaterThanOrEqual(10);
    let acumulado = 0;
    for (const [, n, esperaS, em] of tabela) {
      const s = espera(Number(n), 0.5);
      acumulado += s;
      expect(esperaS, `tentativa ${n}`).toBe(formatarS(s));
      expect(em, `tentativa ${n}`).toBe(formatarS(acumulado));
    }
    expect(espera(99, 0.5)).toBe(ESPERA_MAXIMA_S);
  });
});
