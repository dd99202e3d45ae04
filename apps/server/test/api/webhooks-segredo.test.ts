import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desencapsular } from '../../src/modules/backup/formato.ts';
import { cifrarSegredosEmClaro } from '../../src/modules/integracoes/webhooks/cifrar-em-claro.ts';
import { BACKENDS, type TestApp, ultimosEventos } from '../helper.ts';
import { aguardar, appComReceptor, assinaturaValida, type Receptor } from '../webhooks-receptor.ts';

/*
 * A copy of the database cannot sign webhooks (docs/integracao.md, "Where the secret lives"):
 * the secret is stored encrypted under a master key kept outside the database, so it appears
 * nowhere in a pg_dump or in the embedded backup, and deliveries still verify. A rotation signs
 * with the new and the old secret for 24 h. The event log keeps the endpoint's host only.
 */

describe.each(BACKENDS)('segredo dos webhooks fora do banco (%s)', (backend) => {
  let t: TestApp;
  let receptor: Receptor;
  let fechar: () => Promise<void>;
  beforeAll(async () => {
    ({ t, receptor, fechar } = await appComReceptor(backend));
  });
  afterAll(() => fechar?.());

  const criar = async (caminho: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/integracoes/webhooks',
      payload: { url: `${receptor.url}${caminho}`, eventos: ['alarme.registrado'] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; segredo: string };
  };
  /** Posts an alarm and waits for its delivery to the path. */
  const entregue = async (caminho: string) => {
    const antes = receptor.recebidos.length;
    const alarme = await t.call({
      method: 'POST',
      url: '/api/alarmeseventos',
      payload: { tipo: 'ALERTA', descricao: `Ponte parada ${Date.now()}` },
    });
    expect(alarme.statusCode).toBe(201);
    await aguardar(
      () => receptor.recebidos.slice(antes).some((r) => r.caminho.startsWith(`/webhook${caminho}`)),
      15_000,
      'a entrega',
    );
    return receptor.recebidos.slice(antes).find((r) => r.caminho.startsWith(`/webhook${caminho}`));
  };
  const vezes = (onde: Buffer, oQue: string) => {
    let n = 0;
    for (let i = onde.indexOf(oQue); i >= 0; i = onde.indexOf(oQue, i + 1)) n++;
    return n;
  };

  it('o segredo não aparece na cópia do banco; as entregas seguem verificáveis', async () => {
    const w = await criar('/dump?token=tok-no-caminho-123');
    const r = await entregue('/dump');
    expect(r && assinaturaValida(w.segredo, r)).toBe(true);

    const linha = (await t.database.db.execute(
      sql`select segredo from webhooks where id = ${w.id}`,
    )) as unknown as { rows: { segredo: string }[] };
    expect(linha.rows[0]?.segredo).not.toContain(w.segredo);

    let copia: Buffer;
    if (backend === 'postgres') {
      const d = spawnSync('pg_dump', [t.databaseUrl as string], { maxBuffer: 512 * 1024 * 1024 });
      expect(d.status, String(d.stderr)).toBe(0);
      copia = d.stdout;
    } else {
      // The row into its table's file: a row lies whole in one heap page, while a WAL record
      // can be cut by a WAL page header wherever earlier writes left it (migration 0034's
      // index moved the endpoint's URL across one).
      await t.database.db.execute(sql`checkpoint`);
      const b = await t.call({ method: 'GET', url: '/api/admin/backup' });
      expect(b.statusCode).toBe(200);
      copia = gunzipSync(desencapsular(b.rawPayload).dados);
    }
    // The copy is real: it holds the endpoint's row.
    expect(vezes(copia, '/webhook/dump')).toBeGreaterThan(0);
    const achados = vezes(copia, w.segredo) + vezes(copia, w.segredo.slice('whsec_'.length));
    console.log(
      `[webhooks-segredo ${backend}] segredos achados na cópia (${backend === 'postgres' ? 'pg_dump' : 'backup'}, ${copia.length} bytes): ${achados}`,
    );
    expect(achados).toBe(0);
    // The event log keeps the host, never the path with its token.
    const eventos = await ultimosEventos(t, 20);
    const cadastro = eventos.find((e) => e.descricao.startsWith(`Webhook ${w.id} `));
    expect(cadastro?.descricao).toContain(`(${new URL(receptor.url).host})`);
    expect(eventos.some((e) => e.descricao.includes('tok-no-caminho'))).toBe(false);
  });

  it('troca de segredo: o novo aparece uma vez; por 24 h as entregas levam as duas assinaturas', async () => {
    const w = await criar('/troca');
    const troca = await t.call({
      method: 'POST',
      url: `/api/integracoes/webhooks/${w.id}/segredo`,
    });
    expect(troca.statusCode).toBe(200);
    const novo = troca.json().data.segredo as string;
    expect(novo).toMatch(/^whsec_/);
    expect(novo).not.toBe(w.segredo);
    const r = await entregue('/troca');
    const h = String(r?.headers['x-patio-assinatura']);
    expect(h).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(r && assinaturaValida(novo, r)).toBe(true);
    expect(r && assinaturaValida(w.segredo, r)).toBe(true);
    const trocado = `Segredo do webhook ${w.id} (${new URL(receptor.url).host}) trocado`;
    expect((await ultimosEventos(t, 5)).some((e) => e.descricao.startsWith(trocado))).toBe(true);
    // After the window only the new secret signs.
    await t.database.db.execute(
      sql`update webhooks set segredo_anterior_ate = now() - interval '1 second' where id = ${w.id}`,
    );
    const depois = await entregue('/troca');
    expect(String(depois?.headers['x-patio-assinatura'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(depois && assinaturaValida(novo, depois)).toBe(true);
    expect(depois && assinaturaValida(w.segredo, depois)).toBe(false);
    const inexistente = await t.call({
      method: 'POST',
      url: '/api/integracoes/webhooks/987654/segredo',
    });
    expect(inexistente.statusCode).toBe(404);
  });

  it('um segredo gravado em claro por uma versão anterior é cifrado ao iniciar, sem mudar', async () => {
    const w = await criar('/antigo');
    await t.database.db.execute(sql`update webhooks set segredo = ${w.segredo} where id = ${w.id}`);
    await cifrarSegredosEmClaro(t.database.db, t.app.webhooks.cofre);
    const linha = (await t.database.db.execute(
      sql`select segredo from webhooks where id = ${w.id}`,
    )) as unknown as { rows: { segredo: string }[] };
    expect(linha.rows[0]?.segredo).not.toContain(w.segredo);
    const r = await entregue('/antigo');
    expect(r && assinaturaValida(w.segredo, r)).toBe(true);
  });
});
