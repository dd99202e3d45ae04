/** The "Não permitido!" alert of docs/product/main-yard.md: the server's first message, else a default. */
import { alerta } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { TXT } from './textos.ts';

/** A refusal stays on screen until OK: the operator must read why the yard said no. */
export function alertarNaoPermitido(
  err: unknown,
  padrao: string,
  titulo: string = TXT.naoPermitido,
): void {
  // A 401 has already sent the user to /login; an alert there would only confuse.
  if (sessaoEncerrada(err)) return;
  void alerta.warning(mensagemDeErro(err, padrao), { title: titulo });
}
