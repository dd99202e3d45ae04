import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';
import { novaBobina, postBobina } from './bobinas-fixtures.ts';
import { postDespacho } from './despachos-fixtures.ts';
import { postItem } from './listas-fixtures.ts';

const exportar = (t: TestApp, lista: string, query: Record<string, string>, as?: string | null) =>
  t.call({ method: 'GET', url: `/api/${lista}/exportar`, query, as });

/** The CSV's rows after the header, parsed as Excel would (`;`, quotes, CRLF, BOM). */
function lerCsv(corpo: string): string[][] {
  expect(corpo.startsWith('\uFEFF')).toBe(true);
  const { data } = Papa.parse<string[]>(corpo.slice(1), { delimiter: ';', skipEmptyLines: true });
  return data;
}

async function lerXlsx(corpo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(corpo as unknown as ArrayBuffer);
  const folha = livro.worksheets[0];
  const linhas: unknown[][] = [];
  folha?.eachRow((row) => {
    linhas.push((row.values as unknown[]).slice(1));
  });
  return linhas;
}

const totalDe = async (t: TestApp, lista: string, filter?: string) => {
  const r = await t.call({
    method: 'GET',
    url: `/api/${lista}`,
    query: { page: '1', pageSize: '1', ...(filter ? { filter } : {}) },
  });
  return r.json().totalItems as number;
};

describe.each(BACKENDS)('exportação das listas (%s)', (backend) => {
  let t: TestApp;
  const MENSAGEM = 'Ação na ponte; "PR#345" parou\nsegunda linha: ç é ã';
  beforeAll(async () => {
    t = await buildTestApp(backend);
    for (let i = 0; i < 7; i++) {
      const grupo = i % 2 ? 'FM' : 'LQ';
      const r = await postBobina(
        t,
        novaBobina({ endereco: `0003${'ABCDEFGH'[i]}N02`, grupo, peso: 20.25 + i }),
      );
      expect(r.statusCode, r.body).toBe(201);
    }
    const e = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: MENSAGEM },
    });
    expect(e.statusCode, e.body).toBe(201);
  });
  afterAll(() => t.close());

  it('CSV of coils: every row of the filter (not a page), headers as on screen, pt-BR formats', async () => {
    for (const filter of [undefined, 'grupo=FM', 'lote=*B/i']) {
      const r = await exportar(t, 'bobinas', filter ? { filter } : {});
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(
        /^attachment; filename="bobinas-\d{8}-\d{4}\.csv"$/,
      );
      const [cabecalho, ...linhas] = lerCsv(r.body);
      expect(cabecalho?.slice(0, 8)).toEqual([
        'Lote',
        'Endereço',
        'Grupo',
        'Material',
        'Laminação',
        'Turno',
        'Fluxo',
        'Resfriamento Forçado',
      ]);
      expect(linhas).toHaveLength(await totalDe(t, 'bobinas', filter));
    }
    const [, primeira] = lerCsv((await exportar(t, 'bobinas', { orderBy: 'endereco' })).body);
    // 10/05/2024 08:30, the decimal comma, Sim/Não.
    expect(primeira?.slice(1, 8)).toEqual([
      '0003AN02',
      'LQ',
      'BQ',
      '10/05/2024 08:30',
      '2',
      'AA',
      'Não',
    ]);
    expect(primeira?.[10]).toBe('20,25');
  });

  it('the order of the screen is kept', async () => {
    const r = await exportar(t, 'bobinas', { orderBy: 'endereco desc' });
    const enderecos = lerCsv(r.body)
      .slice(1)
      .map((l) => l[1]);
    expect(enderecos).toEqual([...enderecos].sort().reverse());
  });

  it('events: accents, ";", quotes and line breaks survive a CSV and an XLSX round trip', async () => {
    const filter = 'tipo=ALERTA';
    const csv = lerCsv((await exportar(t, 'eventos', { filter })).body);
    expect(csv[0]).toEqual(['Data/Hora', 'Tipo', 'Usuario', 'Mensagem']);
    expect(csv.slice(1).map((l) => l[3])).toContain(MENSAGEM);
    expect(csv.length - 1).toBe(await totalDe(t, 'eventos', filter));

    const r = await exportar(t, 'eventos', { filter, formato: 'xlsx' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const linhas = await lerXlsx(r.rawPayload);
    expect(linhas[0]).toEqual(['Data/Hora', 'Tipo', 'Usuario', 'Mensagem']);
    const alerta = linhas.find((l) => l[3] === MENSAGEM);
    expect(alerta?.[1]).toBe('ALERTA');
    // A real date cell, within a minute of now (local time written as the sheet's time).
    expect(alerta?.[0]).toBeInstanceOf(Date);
    expect(linhas.length - 1).toBe(await totalDe(t, 'eventos', filter));
  });

  it('CSV: a text a spreadsheet would run as a formula gets a leading apostrophe; numbers stay numbers', async () => {
    // (A leading tab or carriage return is trimmed off an event's text; csv.test.ts has them.)
    const formulas = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const descricao of formulas) {
      const e = await t.call({
        method: 'POST',
        url: '/api/alarmeseventos',
        payload: { tipo: 'NORMAL', descricao },
      });
      expect(e.statusCode, e.body).toBe(201);
    }
    const csv = lerCsv((await exportar(t, 'eventos', { filter: 'tipo=NORMAL' })).body);
    const mensagens = csv.slice(1).map((l) => l[3]);
    for (const f of formulas) expect(mensagens).toContain(`'${f}`);
    expect(mensagens).not.toContain(formulas[0]);
    // Plain texts are untouched; a weight is still a number with a decimal comma.
    expect(
      lerCsv((await exportar(t, 'eventos', { filter: 'tipo=ALERTA' })).body)[1]?.[3],
    ).not.toMatch(/^'/);
    const bobinas = lerCsv((await exportar(t, 'bobinas', { filter: 'grupo=FM' })).body);
    const peso = bobinas[0]?.indexOf('Peso (Ton)') ?? -1;
    expect(bobinas[1]?.[peso]).toMatch(/^\d+,\d+$/);
  });

  it('XLSX of coils: numbers are numbers, booleans read Sim/Não', async () => {
    const linhas = await lerXlsx(
      (await exportar(t, 'bobinas', { filter: 'grupo=FM', formato: 'xlsx' })).rawPayload,
    );
    expect(linhas).toHaveLength(1 + (await totalDe(t, 'bobinas', 'grupo=FM')));
    expect(typeof linhas[1]?.[10]).toBe('number');
    expect(linhas[1]?.[7]).toBe('Não');
  });

  it('dispatches with their coils, instructions and users', async () => {
    const ids = (
      await t.call({ method: 'GET', url: '/api/bobinas', query: { filter: 'grupo=LQ' } })
    )
      .json()
      .bobinas.map((b: { id: number }) => b.id) as number[];
    const d = await postDespacho(t, 'TREM-EXPORTA', ids.slice(0, 2));
    expect(d.statusCode, d.body).toBe(201);
    const desp = lerCsv(
      (await exportar(t, 'despachos', { filter: 'identificacao=TREM-EXPORTA' })).body,
    );
    expect(desp.slice(1).map((l) => [l[0], l[1], l[2], l[3], l[7]])).toEqual([
      ['TREM-EXPORTA', 'Ferroviário', 'Aberto', '1', 'Não'],
      ['TREM-EXPORTA', 'Ferroviário', 'Aberto', '2', 'Não'],
    ]);
    const inst = lerCsv((await exportar(t, 'instrucoes', {})).body);
    expect(inst[0]?.slice(0, 4)).toEqual(['Lote', 'Origem', 'Destino', 'Tipo']);
    expect(inst.length - 1).toBe(await totalDe(t, 'instrucoes'));
    const us = lerCsv((await exportar(t, 'usuarios', {})).body);
    expect(us[0]).toEqual(['Nome', 'Login', 'Email', 'Data da inserção', 'Status']);
    expect(us.slice(1).map((l) => l[1])).toContain('admin');
    expect(us.length - 1).toBe(await totalDe(t, 'usuarios'));
  });

  it('reserve list: the filter and order of the screen, its Ordem and list name', async () => {
    const lotes: string[] = [];
    for (let i = 0; i < 4; i++)
      lotes.push((await postItem(t, { grupo: i % 2 ? 'FM' : 'LQ' })).lote);
    await postItem(t, { tipo: 'RESERVA' });
    const filter = 'Tipo=PLANO,Ticada=0';
    const r = await exportar(t, 'listas', { filter, orderBy: 'sequencia' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/filename="patio-reserva-\d{8}-\d{4}\.csv"/);
    const [cabecalho, ...linhas] = lerCsv(r.body);
    expect(cabecalho?.slice(0, 3)).toEqual(['Ordem', 'Lista', 'Lote']);
    expect(linhas).toHaveLength(await totalDe(t, 'listas', filter));
    const nossas = linhas.filter((l) => lotes.includes(l[2] as string));
    expect(nossas.map((l) => l[2])).toEqual(lotes);
    expect(new Set(linhas.map((l) => l[1]))).toEqual(new Set(['Programa de laminacao']));
    expect(linhas.map((l) => Number(l[0]))).toEqual(linhas.map((_, i) => i + 1));
    const fm = lerCsv((await exportar(t, 'listas', { filter: `${filter},bobina.grupo=FM` })).body);
    expect(fm.length - 1).toBe(await totalDe(t, 'listas', `${filter},bobina.grupo=FM`));
    const xlsx = await exportar(t, 'listas', { filter, formato: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect((await lerXlsx(xlsx.rawPayload)).length - 1).toBe(linhas.length);
  });

  it('same rule as reading the list; bad input is a 400 in Portuguese', async () => {
    expect((await exportar(t, 'bobinas', {}, null)).statusCode).toBe(401);
    const { login, senha } = await criarUsuario(t, { permissoes: ['CADASTRAR_BOBINA'] });
    const token = await t.token(login, senha);
    expect((await exportar(t, 'bobinas', {}, token)).statusCode).toBe(200);
    expect((await exportar(t, 'usuarios', {}, token)).statusCode).toBe(403);
    const formato = await exportar(t, 'bobinas', { formato: 'pdf' });
    expect(formato.statusCode).toBe(400);
    expect(formato.json().Messagens).toEqual(['Formato inválido: use csv ou xlsx']);
    const filtro = await exportar(t, 'eventos', { filter: 'senhaHash=1' });
    expect(filtro.statusCode).toBe(400);
  });
});
