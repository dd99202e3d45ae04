import { Button } from 'antd';
import type { LeituraRecusada } from './fila/useFilaDaPonte.ts';
import { TXT } from './textos.ts';

/**
 * A label that does not match the instruction, shown over the whole cab in red until the
 * operator dismisses it: the code read and the one expected, side by side, so the wrong coil
 * (or place) is seen from the cab before anything moves (docs/etiquetas-e-leitura.md).
 */
export function LeituraDiferente({ r, onFechar }: { r: LeituraRecusada; onFechar(): void }) {
  const bobina = r.acao === 'pegar';
  return (
    <div className="ponte-leitura-diferente" role="alertdialog" data-testid="leitura-diferente">
      <div className="titulo">{bobina ? TXT.bobinaErrada : TXT.enderecoErrado}</div>
      <div className="rotulo">{TXT.lido}</div>
      <div className="codigo" data-testid="leitura-diferente-lido">
        {r.lido}
      </div>
      <div className="rotulo">{bobina ? TXT.esperadaBobina : TXT.esperadoEndereco}</div>
      <div className="codigo" data-testid="leitura-diferente-esperado">
        {r.esperado}
      </div>
      <div className="rotulo">{TXT.nadaMudou}</div>
      <Button
        size="large"
        className="ponte-leitura-fechar"
        onClick={onFechar}
        data-testid="leitura-diferente-fechar"
      >
        {TXT.entendi}
      </Button>
    </div>
  );
}
