/**
 * Placement with override (part1 §4, §5, §8): the client asks before forcing a yard rule, and
 * forces only rules the operator has seen. Pure over injected `send` and `ask`, so it is tested
 * without a browser; the screens pass the real API call and the confirm dialog.
 */
import { atendeResfriamento, mensagemResfriamento, todasMensagens } from '@patio/domain';
import { ApiError } from '../../shared/http.ts';
import { TXT } from './textos.ts';

// Matched without accents: part1 §8 words the rules with them, part2 §8 without.
const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const EMPILHAMENTO = [
  'nao atende ao criterio de empilhamento por largura da bobina',
  'nao atende ao criterio de empilhamento nas posicoes a e b do patio',
];
const RESFRIAMENTO = 'nao atende ao criterio de resfriamento';

export const isStackingMessage = (m: string) => {
  const texto = semAcento(m);
  return EMPILHAMENTO.some((t) => texto.includes(t));
};
export const isCoolingMessage = (m: string) => semAcento(m).includes(RESFRIAMENTO);

/**
 * "{message}. Deseja confirmar esta operação?" (a trailing period is not doubled); the reserve
 * lists pass part2's unaccented "Deseja confirmar esta operacao?".
 */
export const perguntaDe = (mensagem: string, confirmar: string = TXT.confirmarOperacao) =>
  `${mensagem.trim().replace(/\.+$/, '')}. ${confirmar}`;

export type Colocacao<T> = { status: 'feito'; data: T } | { status: 'cancelado' };

export interface ColocacaoArgs<T> {
  /** The create or address-correction call; `force` adds force=true. */
  send(force: boolean): Promise<T>;
  /** Where the coil goes and whether it is a forced-cooling (LEGE) coil. */
  endereco: string;
  isLege: boolean;
  /** The confirm dialog: true on Sim. */
  ask(pergunta: string): Promise<boolean>;
  /** The question's closing sentence (default part1's accented one). */
  confirmar?: string;
}

/**
 * 1. Cooling pre-check on the client: confirm with the exact question of part1 §5.
 * 2. A ground slot (N) has no stacking rule, so a confirmed cooling goes straight to force=true.
 *    A pyramid slot (P) may also break a stacking rule the client cannot see (widths of the
 *    supports), so the call goes unforced first and the server names every rule broken.
 * 3. A 422 whose rules are all known stacking or cooling rules is asked one by one (rules
 *    already confirmed are not asked again); Sim to all repeats the call with force=true.
 * Anything else (409, 400, an unknown 422) is thrown for the screen to show.
 */
export async function colocarComConfirmacao<T>(a: ColocacaoArgs<T>): Promise<Colocacao<T>> {
  let confirmouResfriamento = false;
  let force = false;
  if (!atendeResfriamento(a.endereco, a.isLege)) {
    if (!(await a.ask(mensagemResfriamento(a.isLege)))) return { status: 'cancelado' };
    confirmouResfriamento = true;
    force = a.endereco.charAt(5) !== 'P';
  }
  for (;;) {
    try {
      return { status: 'feito', data: await a.send(force) };
    } catch (err) {
      if (force || !(err instanceof ApiError) || err.status !== 422) throw err;
      const regras = todasMensagens(err.body);
      const conhecidas = regras.every((m) => isStackingMessage(m) || isCoolingMessage(m));
      if (regras.length === 0 || !conhecidas) throw err;
      for (const m of regras) {
        if (isCoolingMessage(m) && confirmouResfriamento) continue;
        if (!(await a.ask(perguntaDe(m, a.confirmar)))) return { status: 'cancelado' };
      }
      force = true;
    }
  }
}
