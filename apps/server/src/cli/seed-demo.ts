/**
 * `npm run seed:demo`: fills an EMPTY database with a believable yard so a new user sees a
 * living map — every group partly occupied, pyramids on valid supports, a few forced-cooling
 * coils. Deterministic (seeded), so screenshots and demos are repeatable.
 */
import {
  COLUNAS,
  FLUXOS,
  formatEndereco,
  GRUPOS,
  MATERIAIS,
  PROXIMOS_PROCESSOS,
  prng,
} from '@patio/domain';
import { sql } from 'drizzle-orm';
import { gruposDoAmbiente, loadConfig } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { layoutComGrupos } from '../modules/patio/layout.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';
import { avisoSenhaGerada, seed } from './seed.ts';
import { semearOperacao } from './seed-demo-operacao.ts';

interface DemoBobina {
  item: string;
  lote: string;
  endereco: string;
  grupo: string;
  material: string;
  fluxo: string | null;
  laminacaoAt: string;
  laminacaoTurno: number;
  isResfriada: boolean;
  isLege: boolean;
  largura: number;
  peso: number;
  espessura: number;
  proximoProcesso: string | null;
}

/** The coils of a demo yard: ground coils first, then pyramids only where both supports exist. */
export function gerarPatio(
  random: () => number,
  layout = layoutComGrupos(gruposDoAmbiente()),
): DemoBobina[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  const out: DemoBobina[] = [];
  let seq = 0;
  const novo = (endereco: string, largura: number, grupo: number): DemoBobina => {
    seq += 1;
    const dias = Math.floor(random() * 30);
    const d = new Date(
      Date.UTC(2026, 10, 20 - dias, Math.floor(random() * 24), Math.floor(random() * 60)),
    );
    return {
      item: `${String.fromCharCode(65 + Math.floor(random() * 26))}${String(10000 + Math.floor(random() * 89999))}`,
      lote: `26${String(seq).padStart(8, '0')}`,
      endereco,
      grupo: pick(GRUPOS).codigo,
      material: pick(MATERIAIS).codigo,
      fluxo: random() < 0.8 ? pick(FLUXOS) : null,
      laminacaoAt: d.toISOString().slice(0, 16),
      laminacaoTurno: 1 + Math.floor(random() * 3),
      isResfriada: random() < 0.5,
      // the cooling window (groups 31–92, PATIO_GRUPOS=92) holds forced-cooling coils; elsewhere
      // a few, placed outside their window as a 30-group yard must
      isLege: (grupo >= 31 && grupo <= 92) || random() < 0.03,
      largura,
      peso: Math.round((12 + random() * 18) * 10) / 10,
      espessura: Math.round((1.5 + random() * 10) * 100) / 100,
      proximoProcesso: random() < 0.6 ? pick(PROXIMOS_PROCESSOS).codigo : null,
    };
  };
  for (let grupo = 1; grupo <= layout.grupos; grupo++) {
    const ocupacao = 0.35 + random() * 0.45;
    for (let fila = 1; fila <= layout.filas; fila++) {
      const chao = new Map<number, number>();
      for (let c = 0; c < layout.colunas; c++) {
        if (random() > ocupacao) continue;
        const largura = 1000 + Math.floor(random() * 8) * 100;
        chao.set(c, largura);
        const coluna = COLUNAS[c] as (typeof COLUNAS)[number];
        out.push(novo(formatEndereco({ grupo, coluna, tipo: 'N', fila }), largura, grupo));
      }
      // pyramids from column C on (B would break the A/B rule), never wider than a support
      for (let c = 2; c < layout.colunas; c++) {
        const a = chao.get(c - 1);
        const b = chao.get(c);
        if (a === undefined || b === undefined || random() > 0.3) continue;
        const coluna = COLUNAS[c] as (typeof COLUNAS)[number];
        out.push(
          novo(formatEndereco({ grupo, coluna, tipo: 'P', fila }), Math.min(a, b) - 100, grupo),
        );
      }
    }
  }
  return out;
}

/**
 * The demo's vehicle types (docs/planejamento-de-carga.md): a truck and a wagon, so "Planejar
 * carga" can be tried on the first run.
 */
export const TIPOS_VEICULO_DEMO = [
  { nome: 'Carreta 30 t', modal: 'CARRETA', capacidadeT: 30, posicoes: 2 },
  { nome: 'Vagão 80 t', modal: 'TREM', capacidadeT: 80, posicoes: 4 },
] as const;

async function semearTiposVeiculo(tx: Executor): Promise<void> {
  for (const t of TIPOS_VEICULO_DEMO)
    await tx.execute(sql`
      insert into tipos_veiculo (nome, modal, capacidade_t, posicoes)
      values (${t.nome}, ${t.modal}, ${t.capacidadeT}, ${t.posicoes})
      on conflict do nothing`);
}

/** Whether the database has no coil at all: the only state the demo load goes into. */
export async function semBobinas(db: Db): Promise<boolean> {
  const existentes = await db.execute<{ n: number }>(sql`select count(*)::int as n from bobinas`);
  return ((existentes as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, seedValue = 2026): Promise<number> {
  if (!(await semBobinas(db))) {
    throw new Error('O banco já tem bobinas: a carga de demonstração só entra num banco vazio.');
  }
  const random = prng(seedValue);
  const bobinas = gerarPatio(random);
  await db.transaction(async (tx) => {
    for (let i = 0; i < bobinas.length; i += 500) {
      const lote = bobinas.slice(i, i + 500);
      await tx.execute(sql`
        with novas as (
          insert into bobinas (item, lote, endereco, grupo, material, fluxo, laminacao_at,
            laminacao_turno, is_resfriada, is_lege, peso, espessura, largura, proximo_processo, status)
          select * from json_to_recordset(${JSON.stringify(lote)}::json) as x(item text, lote text,
            endereco text, grupo text, material text, fluxo text, "laminacaoAt" timestamp,
            "laminacaoTurno" int, "isResfriada" bool, "isLege" bool, peso float8, espessura float8,
            largura float8, "proximoProcesso" text), (select 'NO_PATIO') s(status)
          returning id, endereco)
        insert into movimentos (bobina_id, usuario_email, para, status_para, motivo)
        select id, 'admin@patio.local', endereco, 'NO_PATIO', 'Carga de demonstração' from novas`);
    }
    const op = await semearOperacao(tx, random, bobinas);
    await semearTiposVeiculo(tx);
    const resumo = `Carga de demonstração: ${bobinas.length} bobinas no pátio, 100 nas listas de reserva, ${op.instrucoes} instruções, um despacho com ${op.despacho} bobinas e ${TIPOS_VEICULO_DEMO.length} tipos de veículo.`;
    await tx.execute(sql`
      insert into eventos (tipo, email_responsavel, descricao)
      values ('NORMAL', 'admin@patio.local', ${resumo})`);
  });
  return bobinas.length;
}

const COMANDO: Comando = {
  uso: 'npm run seed:demo',
  descricao:
    'Carrega os dados de demonstração (pátio, listas, instruções, um despacho e tipos de veículo) num banco sem ' +
    'bobinas (DATABASE_URL, ou o banco embutido em DATA_DIR).',
  opcoes: {},
};

if (import.meta.url === `file://${process.argv[1]}`) {
  lerArgumentos(COMANDO);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // Whoever creates the admin prints its generated password, once: nobody else can.
    const seeded = await seed(database.db, config.adminPassword);
    if (seeded.senhaGerada) console.log(avisoSenhaGerada(seeded.senhaGerada));
    const n = await seedDemo(database.db);
    console.log(
      `Carga de demonstração: ${n} bobinas no pátio, listas, instruções, um despacho e tipos de veículo.`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
