/**
 * Placement with override (docs/product/main-yard.md#placement-with-override, docs/product/main-yard.md#messages): the client asks before forcing a yard rule, and
 * forces only rules the operator has seen. Pure over injected `send` and `ask`, so it is tested
 * without a browser; the screens pass the real API call and the confirm dialog.
 */
import {
  atendeResfriamento,
  type CodigoErro,
  foraDoLayout,
  mensagemResfriamento,
  mensagensComCodigo,
  parseEndereco,
} from '@patio/domain';
import { ApiError } from '../../shared/http.ts';
import { TXT } from './textos.ts';

/** The rules the operator may confirm, by the code the server sends with each message. */
const CONFIRMAVEIS: ReadonlySet<string> = new Set<CodigoErro>([
  'LARGURA',
  'POSICOES_AB',
  'RESFRIAMENTO',
]);

/**
 * "{message}. Deseja confirmar esta operação?" (a trailing period is not doubled); the reserve
 * lists pass their unaccented "Deseja confirmar esta operacao?".
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
  /** The question's closing sentence (default the main yard's accented one). */
  confirmar?: string;
}

/** An address the yard has (pattern and layout): only there is the cooling question worth asking. */
function noPatio(endereco: string): boolean {
  const e = parseEndereco(endereco);
  return e !== null && foraDoLayout(e) === null;
}

/**
 * 1. Cooling pre-check on the client: confirm with the exact question of docs/product/main-yard.md#input-validation — only for an
 *    address inside the layout; any other goes unforced and the server names what is wrong
 *    (asking about cooling for 0031AN01 in a 30-group yard, then refusing it, misled).
 * 2. A ground slot (N) has no stacking rule, so a confirmed cooling goes straight to force=true.
 *    A pyramid slot (P) may also break a stacking rule the client cannot see (widths of the
 *    supports), so the call goes unforced first and the server names every rule broken.
 * 3. A 422 whose codes are all stacking or cooling rules is asked one by one (rules
 *    already confirmed are not asked again); Sim to all repeats the call with force=true.
 * Anything else (409, 400, an unknown 422) is thrown for the screen to show.
 */
export async function colocarComConfirmacao<T>(a: ColocacaoArgs<T>): Promise<Colocacao<T>> {
  let confirmouResfriamento = false;
  let force = false;
  if (noPatio(a.endereco) && !atendeResfriamento(a.endereco, a.isLege)) {
    if (!(await a.ask(mensagemResfriamento(a.isLege)))) return { status: 'cancelado' };
    confirmouResfriamento = true;
    force = a.endereco.charAt(5) !== 'P';
  }
  for (;;) {
    try {
      return { status: 'feito', data: await a.send(force) };
    } catch (err) {
      if (force || !(err instanceof ApiError) || err.status !== 422) throw err;
      const regras = mensagensComCodigo(err.body);
      const conhecidas = regras.every((r) => r.codigo !== null && CONFIRMAVEIS.has(r.codigo));
      if (regras.length === 0 || !conhecidas) throw err;
      for (const r of regras) {
        if (r.codigo === 'RESFRIAMENTO' && confirmouResfriamento) continue;
        if (!(await a.ask(perguntaDe(r.mensagem, a.confirmar)))) return { status: 'cancelado' };
      }
      force = true;
    }
  }
}
