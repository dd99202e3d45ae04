/**
 * The inventory count's throughput (`npm run bench -- --only inventario`;
 * docs/etiquetas-e-leitura.md#inventário): 500 coils put in groups 1–4 (ground first, the
 * pyramid over two ground coils), a few moved behind the system's back and a few gone, then a
 * count of those groups read address by address through the API on the compiled server
 * (PGlite, fresh data directory): one hand-held alone, then four at once. Prints readings/s and
 * checks that the count found exactly the planted differences.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apoiosDe, enderecosDoGrupo, formatEndereco, LAYOUT_PADRAO } from '@patio/domain';
import { entrar } from './chamadas.ts';
import { ADMIN_SENHA, compilarServidor, iniciarServidor } from './server.ts';

const BOBINAS = 500;
const GRUPOS = [1, 2, 3, 4];
const TROCADAS = 5;
const FALTANDO = 3;
const CONFERENTES = 4;

type Chamar = (method: string, path: string, body?: unknown, chave?: string) => Promise<unknown>;

/** 500 addresses of the groups: every ground slot, then pyramid slots whose supports are taken. */
function enderecosOcupados(): string[] {
  const todos = GRUPOS.flatMap((g) => enderecosDoGrupo(LAYOUT_PADRAO, g));
  const chao = todos.filter((e) => e.tipo === 'N');
  const ocupados = new Set(chao.map(formatEndereco));
  for (const e of todos) {
    if (ocupados.size >= BOBINAS) break;
    if (e.tipo === 'P' && apoiosDe(e)?.every((a) => ocupados.has(formatEndereco(a))))
      ocupados.add(formatEndereco(e));
  }
  return [...ocupados].slice(0, BOBINAS);
}

/** Reads every address of the count with what is physically there; returns readings/s. */
async function contar(chamar: Chamar, noChao: Map<string, string[]>, conferentes: number) {
  const { data } = (await chamar('POST', 'inventarios', { grupos: GRUPOS })) as {
    data: { id: number };
  };
  const enderecos = GRUPOS.flatMap((g) => enderecosDoGrupo(LAYOUT_PADRAO, g)).map(formatEndereco);
  const fila = [...enderecos];
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: conferentes }, async (_, c) => {
      for (let e = fila.shift(); e; e = fila.shift()) {
        const lotes = noChao.get(e) ?? [];
        await chamar(
          'POST',
          `inventarios/${data.id}/leituras`,
          { endereco: e, lotes },
          `b-${data.id}-${c}-${e}`,
        );
      }
    }),
  );
  const s = (performance.now() - inicio) / 1000;
  const inv = (await chamar('GET', `inventarios/${data.id}`)) as {
    data: { diferencas: { tipo: string }[]; enderecosLidos: number };
  };
  const tipos = inv.data.diferencas.map((d) => d.tipo);
  return {
    leituras: enderecos.length,
    s,
    porSegundo: enderecos.length / s,
    trocadas: tipos.filter((t) => t === 'TROCADA').length,
    faltando: tipos.filter((t) => t === 'FALTANDO').length,
  };
}

export async function medirInventario(): Promise<boolean> {
  compilarServidor();
  const dir = mkdtempSync(join(tmpdir(), 'patio-bench-inventario-'));
  const servidor = await iniciarServidor({ DATA_DIR: dir });
  try {
    const token = await entrar(servidor.url, 'admin', ADMIN_SENHA);
    const chamar: Chamar = async (method, path, body, chave) => {
      const r = await fetch(`${servidor.url}/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(chave ? { 'idempotency-key': chave } : {}),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`${method} ${path} → ${r.status}: ${await r.text()}`);
      return r.json();
    };
    const ocupados = enderecosOcupados();
    const stamp = Date.now().toString(36).slice(-4).toUpperCase();
    const noChao = new Map<string, string[]>();
    for (const [i, endereco] of ocupados.entries()) {
      const lote = `IN${stamp}${String(i).padStart(4, '0')}`;
      // The yard's stacking rules are not what this measures: forced, as the tests' fixtures do.
      await chamar('POST', 'bobinas?force=true', {
        item: 'A12345',
        lote,
        endereco,
        grupo: 'LQ',
        material: 'BQ',
        laminacaoAt: '2024-03-15T14:30',
        laminacaoTurno: 1,
        isResfriada: false,
        isLege: false,
        largura: 1200,
        peso: 20,
        espessura: 3,
      });
      noChao.set(endereco, [lote]);
    }
    // Behind the system's back: the last coils gone, a few moved to free places.
    for (const e of ocupados.slice(-FALTANDO)) noChao.delete(e);
    const livres = GRUPOS.flatMap((g) => enderecosDoGrupo(LAYOUT_PADRAO, g))
      .map(formatEndereco)
      .filter((e) => !ocupados.includes(e));
    for (let i = 0; i < TROCADAS; i++) {
      const de = ocupados[i * 9] as string;
      noChao.set(livres[i] as string, noChao.get(de) ?? []);
      noChao.delete(de);
    }
    const um = await contar(chamar, noChao, 1);
    const quatro = await contar(chamar, noChao, CONFERENTES);
    const linhas = [
      `Inventário de ${BOBINAS} bobinas (grupos ${GRUPOS.join(', ')}, ${um.leituras} endereços), PGlite:`,
      `  1 coletor:  ${um.s.toFixed(1)} s, ${um.porSegundo.toFixed(1)} leituras/s`,
      `  ${CONFERENTES} coletores: ${quatro.s.toFixed(1)} s, ${quatro.porSegundo.toFixed(1)} leituras/s`,
      `  diferenças achadas: ${um.trocadas} trocadas e ${um.faltando} faltando (plantadas ${TROCADAS} e ${FALTANDO}); com ${CONFERENTES}: ${quatro.trocadas} e ${quatro.faltando}`,
    ];
    console.log(linhas.join('\n'));
    const certo = (r: typeof um) => r.trocadas === TROCADAS && r.faltando === FALTANDO;
    return certo(um) && certo(quatro);
  } finally {
    await servidor.parar();
    rmSync(dir, { recursive: true, force: true });
  }
}
