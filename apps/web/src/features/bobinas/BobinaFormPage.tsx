/** /bobina, /bobina/{id} and /bobina/{id}?view=true (part1 §2.7): the coil form as a page. */
import { Card, Tag } from 'antd';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { BobinaForm } from './BobinaForm.tsx';
import { idDaRota, rotulosDoFormulario, TRILHA_BOBINAS } from './textos.ts';

/** The list passes its own URL (search, filters, page) so returning lands where the user was. */
export interface VoltarPara {
  voltar?: string;
}

export default function BobinaFormPage() {
  const id = idDaRota(useParams().id);
  const view = useSearchParams()[0].get('view') === 'true';
  const navigate = useNavigate();
  const voltar = (useLocation().state as VoltarPara | null)?.voltar ?? '/bobinas';
  const r = rotulosDoFormulario(id, view);
  const [bobinas, patio, listar] = TRILHA_BOBINAS;

  return (
    <>
      <PageHeader
        title={r.titulo}
        breadcrumb={[
          { title: bobinas },
          { title: patio },
          { title: listar, to: voltar },
          { title: r.migalha },
        ]}
        extra={
          <Tag color="blue" data-testid="operacao">
            {r.operacao}
          </Tag>
        }
      />
      <Card>
        <BobinaForm key={`${id}-${view}`} id={id} view={view} onClose={() => navigate(voltar)} />
      </Card>
    </>
  );
}
