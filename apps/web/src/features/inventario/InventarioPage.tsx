/**
 * "Inventário" (docs/etiquetas-e-leitura.md#tela-de-inventário): open a count over some groups,
 * or go on with an open one; the count in progress lives in the URL (`?id=`), so a hand-held that
 * reloads comes back to it.
 */
import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { AbrirInventario } from './AbrirInventario.tsx';
import { ContagemView } from './ContagemView.tsx';
import { TXT } from './textos.ts';
import './inventario.css';

export default function InventarioPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <div className="inventario-page">
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.trilha }, { title: TXT.titulo }]} />
      <Card>
        {id ? (
          <ContagemView key={id} id={id} onVoltar={() => setParams({})} />
        ) : (
          <AbrirInventario onAbrir={(novo) => setParams({ id: String(novo) })} />
        )}
      </Card>
    </div>
  );
}
