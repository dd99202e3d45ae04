import { type Endereco, type Layout, lerEndereco } from '@patio/domain';
import { recusaDoPatio } from '../../lib/http-error.ts';

/** The parsed address, or the 400 naming `campo` (format or outside the layout). */
export function enderecoNoLayout(layout: Layout, texto: string, campo: string): Endereco {
  const lido = lerEndereco(texto, layout);
  if ('violacao' in lido) throw recusaDoPatio([lido.violacao], campo);
  return lido.endereco;
}

/** A group of the yard, or the 400 naming `campo` when the layout does not have it. */
export function grupoNoLayout(layout: Layout, grupo: number, campo = 'grupo'): number {
  if (grupo > layout.grupos) {
    throw recusaDoPatio(
      [
        {
          regra: 'FORA_DO_LAYOUT',
          status: 400,
          mensagem: `Grupo ${grupo} fora do pátio (1 a ${layout.grupos}).`,
        },
      ],
      campo,
    );
  }
  return grupo;
}
