import { type Endereco, lerEndereco } from '@patio/domain';
import { HttpError } from '../../lib/http-error.ts';
import { LAYOUT_DO_PATIO } from './layout.ts';

/** The parsed address, or the 400 naming `campo` (format or outside the layout). */
export function enderecoNoLayout(texto: string, campo: string): Endereco {
  const lido = lerEndereco(texto, LAYOUT_DO_PATIO);
  if ('violacao' in lido) throw new HttpError(400, { [campo]: [lido.violacao.mensagem] });
  return lido.endereco;
}
