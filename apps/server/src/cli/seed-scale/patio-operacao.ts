/**
 * The yard at work: MANUAL instructions moving coils to free slots, and open train dispatches
 * whose first coils are already on the wagons (CARREGADA; the slots they left were filled
 * again since) and the rest still waiting in the yard with their DESPACHO instructions.
 */
import { type Layout, PONTES, prng } from '@patio/domain';
import { FIM, HORA, loteDe, MINUTO, USUARIOS } from './comum.ts';
import { identificacaoDespacho } from './despachos-historicos.ts';
import {
  type BobinaGerada,
  embaralhar,
  encherPatio,
  enderecoDe,
  escolherLivres,
  novaBobina,
  pick,
  type Random,
  slotsDoPatio,
} from './patio.ts';

export interface InstrucaoGerada {
  id: number;
  bobinaId: number;
  destino: string | null;
  tipo: 'MANUAL' | 'DESPACHO';
  estado: 'ABERTA' | 'CONCLUIDA';
  despachoId: number | null;
  usuarioEmail: string;
  createdAt: number;
  concluidaAt: number | null;
}

export interface DespachoAberto {
  id: number;
  identificacao: string;
  createdAt: number;
  itens: { bobinaId: number; sequencia: number; carregadaAt: number | null }[];
}

export interface PlanoPatio {
  /** Yard coils and, after them, the loaded coils of the open dispatches. */
  bobinas: BobinaGerada[];
  instrucoes: InstrucaoGerada[];
  despachos: DespachoAberto[];
  livres: number;
}

/** Open dispatches: 20 coils each, this many already loaded. */
const CARREGADAS_POR_DESPACHO = [8, 3, 0];
const BOBINAS_POR_DESPACHO = 20;

export const manuaisPara = (livres: number): number => Math.min(50, Math.floor(livres / 6));

export function planejarPatio(
  seed: number,
  livresPedidos: number,
  primeiros: { bobina: number; instrucao: number; despacho: number; despachoK: number },
  layout: Layout,
): PlanoPatio {
  const random = prng((seed * 2654435761) ^ 0x9a710);
  const slots = slotsDoPatio(layout);
  const livres = escolherLivres(random, slots, livresPedidos);
  const porEndereco = encherPatio(random, layout, slots, livres);
  const patio = [...porEndereco.values()].sort(
    (a, b) => a.createdAt - b.createdAt || (a.endereco ?? '').localeCompare(b.endereco ?? ''),
  );
  let proximaBobina = primeiros.bobina;
  for (const b of patio) {
    proximaBobina += 1;
    b.id = proximaBobina;
    b.lote = loteDe(b.id, b.createdAt);
  }

  // Coils that can be lifted: nothing rests on them (pyramid coils, or ground coils without one).
  const semNada = (b: BobinaGerada) => {
    const e = b.endereco as string;
    if (e[5] === 'P') return true;
    const [g, c, f] = [Number(e.slice(0, 4)), e.charCodeAt(4) - 65, Number(e[7])];
    return ![c, c + 1].some((col) => porEndereco.has(enderecoDe(g, col, 'P', f)));
  };
  const levantaveis = embaralhar(random, patio.filter(semNada));

  const instrucoes: InstrucaoGerada[] = [];
  let proximaInstrucao = primeiros.instrucao;
  const despachos: DespachoAberto[] = [];
  const carregadas: BobinaGerada[] = [];
  CARREGADAS_POR_DESPACHO.forEach((nCarregadas, m) => {
    const criado = FIM - 6 * HORA - Math.floor(random() * 36 * HORA);
    const k = primeiros.despachoK + m + 1;
    const d: DespachoAberto = {
      id: primeiros.despacho + m + 1,
      identificacao: identificacaoDespacho('TREM', criado, k),
      createdAt: criado,
      itens: [],
    };
    for (let s = 1; s <= BOBINAS_POR_DESPACHO; s++) {
      const email = pick(random, USUARIOS).email;
      const carregar = s <= nCarregadas;
      const b = carregar
        ? bobinaCarregada(random, layout, criado, ++proximaBobina)
        : levantaveis.pop();
      if (!b) break; // a tiny layout: fewer coils to dispatch
      const incluida = Math.max(criado, b.updatedAt + 5 * MINUTO);
      b.movimentos.push({
        createdAt: incluida,
        usuarioEmail: email,
        de: b.endereco,
        para: b.endereco,
        statusDe: 'NO_PATIO',
        statusPara: 'NO_PATIO',
        motivo: `Incluída no despacho ${d.identificacao} (sequência ${s})`,
      });
      const instrucaoId = ++proximaInstrucao;
      let carregadaAt: number | null = null;
      if (carregar) {
        carregadaAt = incluida + (s + 1) * 12 * MINUTO;
        carregarNoVagao(random, b, d.identificacao, instrucaoId, carregadaAt);
        carregadas.push(b);
      }
      instrucoes.push({
        id: instrucaoId,
        bobinaId: b.id,
        destino: null,
        tipo: 'DESPACHO',
        estado: carregar ? 'CONCLUIDA' : 'ABERTA',
        despachoId: d.id,
        usuarioEmail: email,
        createdAt: criado,
        concluidaAt: carregadaAt,
      });
      d.itens.push({ bobinaId: b.id, sequencia: s, carregadaAt });
    }
    despachos.push(d);
  });

  // MANUAL instructions take their destinations from the free slots (the rest stay free).
  const destinos = embaralhar(random, [...livres]);
  let manuais = manuaisPara(livres.size);
  for (const destino of destinos) {
    if (manuais === 0) break;
    const i = levantaveis.findIndex((b) => cabeEm(porEndereco, b, destino));
    if (i < 0) continue;
    const [b] = levantaveis.splice(i, 1) as [BobinaGerada];
    manuais -= 1;
    instrucoes.push({
      id: ++proximaInstrucao,
      bobinaId: b.id,
      destino,
      tipo: 'MANUAL',
      estado: 'ABERTA',
      despachoId: null,
      usuarioEmail: pick(random, USUARIOS).email,
      createdAt: Math.max(b.updatedAt, FIM - 8 * HORA) + Math.floor(random() * 60) * MINUTO,
      concluidaAt: null,
    });
  }
  return { bobinas: [...patio, ...carregadas], instrucoes, despachos, livres: livres.size };
}

/** Would the yard rules let coil b go to this free slot (supports there, not wider, not itself)? */
function cabeEm(porEndereco: Map<string, BobinaGerada>, b: BobinaGerada, destino: string) {
  if (destino[5] === 'N') return true;
  const [g, c, f] = [Number(destino.slice(0, 4)), destino.charCodeAt(4) - 65, Number(destino[7])];
  const apoios = [enderecoDe(g, c - 1, 'N', f), enderecoDe(g, c, 'N', f)];
  return apoios.every((e) => {
    const apoio = porEndereco.get(e);
    return apoio && apoio !== b && b.largura <= apoio.largura;
  });
}

/** A coil that stood in the yard until a crane put it on the train. */
function bobinaCarregada(random: Random, layout: Layout, criado: number, id: number) {
  const slot = {
    endereco: enderecoDe(
      1 + Math.floor(random() * layout.grupos),
      2 + Math.floor(random() * (layout.colunas - 2)),
      'P',
      1 + Math.floor(random() * layout.filas),
    ),
    grupo: 1,
    fila: 1,
    col: 2,
    tipo: 'P' as const,
  };
  const chegada = criado - 2 * HORA - Math.floor(random() * 20 * 24) * HORA;
  const b = novaBobina(random, layout, slot, 900 + 50 * Math.floor(random() * 10), chegada);
  b.id = id;
  b.lote = loteDe(id, b.createdAt);
  return b;
}

function carregarNoVagao(
  random: Random,
  b: BobinaGerada,
  identificacao: string,
  instrucaoId: number,
  carregadaAt: number,
) {
  const ponte = pick(random, PONTES);
  const email = pick(random, USUARIOS).email;
  const endereco = b.endereco as string;
  b.movimentos.push(
    {
      createdAt: carregadaAt - 6 * MINUTO,
      usuarioEmail: email,
      de: endereco,
      para: endereco,
      statusDe: 'NO_PATIO',
      statusPara: 'EM_MOVIMENTO',
      motivo: `Pega pela ponte ${ponte} (instrução ${instrucaoId})`,
    },
    {
      createdAt: carregadaAt,
      usuarioEmail: email,
      de: endereco,
      para: null,
      statusDe: 'EM_MOVIMENTO',
      statusPara: 'CARREGADA',
      motivo: `Carregada no despacho ${identificacao}`,
    },
  );
  b.endereco = null;
  b.status = 'CARREGADA';
  b.updatedAt = carregadaAt;
}
