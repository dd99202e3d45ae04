/**
 * The full main yard, drawn in JS (a few thousand coils): every ground slot holds a coil, every
 * pyramid slot of columns C–H holds one no wider than either support, except the `livres`
 * slots (pyramid slots first). Each coil gets the movements the services would have written.
 */
import {
  COLUNAS,
  codigos,
  FLUXOS,
  GRUPOS,
  type Layout,
  MATERIAIS,
  PROXIMOS_PROCESSOS,
} from '@patio/domain';
import { DESCRICAO_LISTA, DIA, FIM, HORA, MINUTO, USUARIOS } from './comum.ts';

export interface BobinaGerada {
  id: number;
  item: string;
  lote: string;
  endereco: string | null;
  grupo: string;
  material: string;
  fluxo: string | null;
  laminacaoAt: string;
  laminacaoTurno: number;
  isResfriada: boolean;
  isLege: boolean;
  peso: number;
  espessura: number;
  largura: number;
  proximoProcesso: string | null;
  tipo: 'PLANO' | 'RESERVA' | null;
  status: 'NO_PATIO' | 'CARREGADA';
  createdAt: number;
  updatedAt: number;
  movimentos: MovimentoGerado[];
}

export interface MovimentoGerado {
  createdAt: number;
  usuarioEmail: string;
  de: string | null;
  para: string | null;
  statusDe: string | null;
  statusPara: string;
  motivo: string;
}

export interface Slot {
  endereco: string;
  grupo: number;
  fila: number;
  /** Column index, 0 for A. */
  col: number;
  tipo: 'N' | 'P';
}

export type Random = () => number;
export const pick = <T>(random: Random, xs: readonly T[]): T =>
  xs[Math.floor(random() * xs.length)] as T;

export function embaralhar<T>(random: Random, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

export const enderecoDe = (grupo: number, col: number, tipo: 'N' | 'P', fila: number): string =>
  `${String(grupo).padStart(4, '0')}${COLUNAS[col]}${tipo}0${fila}`;

/** Every slot a coil may lawfully take: all ground slots, pyramid slots from column C on. */
export function slotsDoPatio(layout: Layout): Slot[] {
  const out: Slot[] = [];
  for (let grupo = 1; grupo <= layout.grupos; grupo++) {
    for (let fila = 1; fila <= layout.filas; fila++) {
      for (let col = 0; col < layout.colunas; col++) {
        out.push({ endereco: enderecoDe(grupo, col, 'N', fila), grupo, fila, col, tipo: 'N' });
      }
      // column B needs the A/B override (rule 8): a real yard keeps it empty
      for (let col = 2; col < layout.colunas; col++) {
        out.push({ endereco: enderecoDe(grupo, col, 'P', fila), grupo, fila, col, tipo: 'P' });
      }
    }
  }
  return out;
}

/** Free slots: pyramid slots first, then ground slots (by then no pyramid coil is left). */
export function escolherLivres(random: Random, slots: Slot[], livres: number): Set<string> {
  const piramides = embaralhar(
    random,
    slots.filter((s) => s.tipo === 'P'),
  );
  const chao = embaralhar(
    random,
    slots.filter((s) => s.tipo === 'N'),
  );
  if (livres > slots.length) {
    throw new Error(`--livres ${livres} é maior que o pátio (${slots.length} posições).`);
  }
  return new Set([...piramides, ...chao].slice(0, livres).map((s) => s.endereco));
}

const dataLocal = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

/** A coil's data, as the mill sends it; arrival is when it reached its current slot. */
export function novaBobina(
  random: Random,
  layout: Layout,
  slot: Slot,
  largura: number,
  chegada: number,
): BobinaGerada {
  const email = pick(random, USUARIOS).email;
  const daLista = random() < 0.25 ? (random() < 0.6 ? 'PLANO' : 'RESERVA') : null;
  const corrigida = random() < 0.2;
  const primeira = corrigida ? chegada - HORA - Math.floor(random() * 3 * DIA) : chegada;
  const planejada = daLista ? primeira - DIA - Math.floor(random() * 9 * DIA) : null;
  const criada = planejada ?? primeira;
  const origem = corrigida
    ? enderecoDe(
        1 + Math.floor(random() * layout.grupos),
        Math.floor(random() * layout.colunas),
        'N',
        1 + Math.floor(random() * layout.filas),
      )
    : slot.endereco;
  const movimentos: MovimentoGerado[] = [];
  if (planejada !== null && daLista) {
    movimentos.push({
      createdAt: planejada,
      usuarioEmail: email,
      de: null,
      para: null,
      statusDe: null,
      statusPara: 'PLANEJADA',
      motivo: `Cadastro na lista ${DESCRICAO_LISTA[daLista]}`,
    });
  }
  movimentos.push({
    createdAt: primeira,
    usuarioEmail: email,
    de: null,
    para: origem,
    statusDe: daLista ? 'PLANEJADA' : null,
    statusPara: 'NO_PATIO',
    motivo: daLista ? 'Cadastro no pátio de bobina da lista reserva' : 'Cadastro',
  });
  if (corrigida && origem !== slot.endereco) {
    movimentos.push({
      createdAt: chegada,
      usuarioEmail: pick(random, USUARIOS).email,
      de: origem,
      para: slot.endereco,
      statusDe: 'NO_PATIO',
      statusPara: 'NO_PATIO',
      motivo: 'Correção de endereço',
    });
  }
  return {
    id: 0,
    item: `${String.fromCharCode(65 + Math.floor(random() * 26))}${String(10000 + Math.floor(random() * 89999))}`,
    lote: '',
    endereco: slot.endereco,
    grupo: pick(random, codigos(GRUPOS)),
    material: pick(random, codigos(MATERIAIS)),
    fluxo: random() < 0.85 ? pick(random, FLUXOS) : null,
    laminacaoAt: dataLocal(criada - 2 * HORA - Math.floor(random() * 46) * HORA),
    laminacaoTurno: 1 + Math.floor(random() * 3),
    isResfriada: random() < 0.5,
    // the cooling rule: groups 31–92 hold forced-cooling (LEGE) coils and only them
    isLege: slot.grupo >= 31 && slot.grupo <= 92,
    peso: Math.round((12 + random() * 18) * 10) / 10,
    espessura: Math.round((1.5 + random() * 10) * 100) / 100,
    largura,
    proximoProcesso: random() < 0.6 ? pick(random, codigos(PROXIMOS_PROCESSOS)) : null,
    tipo: daLista,
    status: 'NO_PATIO',
    createdAt: criada,
    updatedAt: chegada,
    movimentos,
  };
}

/** The coils of the full yard, by slot (ids and lots are given once all are known). */
export function encherPatio(
  random: Random,
  layout: Layout,
  slots: Slot[],
  livres: Set<string>,
): Map<string, BobinaGerada> {
  const porEndereco = new Map<string, BobinaGerada>();
  for (const s of slots) {
    if (s.tipo !== 'N' || livres.has(s.endereco)) continue;
    const largura = 1000 + 50 * Math.floor(random() * 13);
    const chegada = FIM - HORA - Math.floor(random() * 45 * DIA);
    porEndereco.set(s.endereco, novaBobina(random, layout, s, largura, chegada));
  }
  for (const s of slots) {
    if (s.tipo !== 'P' || livres.has(s.endereco)) continue;
    const a = porEndereco.get(enderecoDe(s.grupo, s.col - 1, 'N', s.fila));
    const b = porEndereco.get(enderecoDe(s.grupo, s.col, 'N', s.fila));
    if (!a || !b) continue; // only when ground slots are free, and then no pyramid is kept
    const largura = Math.max(800, Math.min(a.largura, b.largura) - 50 * Math.floor(random() * 4));
    // stacked after both supports arrived
    const apoio = Math.max(a.updatedAt, b.updatedAt);
    const chegada = Math.min(FIM - 30 * MINUTO, apoio + 10 * MINUTO + random() * 3 * DIA);
    porEndereco.set(s.endereco, novaBobina(random, layout, s, largura, Math.floor(chegada)));
  }
  return porEndereco;
}
