/** What the colours and marks of the map mean: the coil's grupo, forced cooling, a coil being lifted, the cranes' origins and destinations. */
import { GRUPOS } from '@patio/domain';
import { memo } from 'react';
import { TXT_MAPA } from './textos.ts';

export const Legenda = memo(function Legenda() {
  return (
    <aside className="mapa-legenda" aria-label="Legenda">
      {GRUPOS.map((g) => (
        <span key={g.codigo} className="mapa-legenda-item">
          <i className={`mapa-legenda-disco g-${g.codigo}`} />
          {g.codigo} {g.descricao}
        </span>
      ))}
      <span className="mapa-legenda-item">
        <i className="mapa-legenda-disco lege" />
        Resfriamento forçado
      </span>
      <span className="mapa-legenda-item">
        <i className="mapa-legenda-disco em-movimento" />
        Em movimento
      </span>
      <span className="mapa-legenda-item">
        <i className="mapa-legenda-disco origem-instrucao" />
        {TXT_MAPA.legendaOrigem}
      </span>
      <span className="mapa-legenda-item">
        <i className="mapa-legenda-disco reservado" />
        {TXT_MAPA.legendaReservado}
      </span>
    </aside>
  );
});
