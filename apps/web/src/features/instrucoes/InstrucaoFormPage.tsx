/**
 * /instrucao and /instrucao/{id} (docs/product/operations.md#instruction-form): the instruction
 * form as a page.
 */
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { idDaRota } from '../../entities/bobina/textos.ts';
import { useInstrucao } from '../../entities/instrucao/api.ts';
import { TXT } from '../../entities/instrucao/textos.ts';
import { CarregarOuFalhar } from '../../shared/CarregarOuFalhar.tsx';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useErroToast } from '../../shared/useErroToast.ts';
import { InstrucaoForm } from './InstrucaoForm.tsx';

export default function InstrucaoFormPage() {
  const param = useParams().id;
  const id = idDaRota(param);
  const navigate = useNavigate();
  const instrucao = useInstrucao(id);
  useErroToast(instrucao.error, TXT.erroObter);
  const voltar = () => navigate('/instrucoes');
  const editando = id > 0;
  if (registroNaoEncontrado(param, instrucao.error))
    return <NaoEncontrado texto={TXT.naoEncontrada} voltar="/instrucoes" />;

  return (
    <>
      <PageHeader
        title={editando ? TXT.tituloAtualizar : TXT.tituloCriar}
        breadcrumb={[
          { title: TXT.trilha },
          { title: TXT.titulo, to: '/instrucoes' },
          { title: editando ? TXT.migalhaAtualizar : TXT.migalhaCriar },
        ]}
      />
      <Card>
        <CarregarOuFalhar
          cargas={[{ consulta: instrucao, erro: TXT.erroObter, ativa: editando }]}
          voltar={voltar}
        >
          {() => <InstrucaoForm key={id} instrucao={instrucao.data} onClose={voltar} />}
        </CarregarOuFalhar>
      </Card>
    </>
  );
}
