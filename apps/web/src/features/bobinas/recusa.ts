/** The "Não permitido!" alert of part1 §8: the first item of the server's Messagens, else a default. */
import { todasMensagens } from '@patio/domain';
import { alerta } from '../../shared/feedback.tsx';
import { ApiError } from '../../shared/http.ts';
import { TXT } from './textos.ts';

export function primeiraDasMensagens(err: unknown, padrao: string): string {
  return (err instanceof ApiError ? todasMensagens(err.body)[0] : undefined) ?? padrao;
}

/** A refusal stays on screen until OK: the operator must read why the yard said no. */
export function alertarNaoPermitido(
  err: unknown,
  padrao: string,
  titulo: string = TXT.naoPermitido,
): void {
  // A 401 has already sent the user to /login; an alert there would only confuse.
  if (err instanceof ApiError && err.status === 401) return;
  void alerta.warning(primeiraDasMensagens(err, padrao), { title: titulo });
}
