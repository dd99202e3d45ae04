/**
 * /main: the dashboard of the yard (docs/painel.md). The specified landing image stays as the
 * empty state while the first reply loads.
 */
import { Alert, Button, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { SeloDivergencias } from '../../entities/divergencia/SeloDivergencias.tsx';
import { CoilMark } from '../../shared/Logo.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePainel } from './api.ts';
import { OcupacaoCard } from './Ocupacao.tsx';
import { AlarmesCard, BobinasCard, DespachosCard, PermanenciaCard, PontesCard } from './Secoes.tsx';
import { TXT } from './textos.ts';

function Vazio() {
  return (
    <div className="main-landing" data-testid="main-landing">
      <CoilMark size={220} />
      <div className="main-landing-name">Pátio</div>
    </div>
  );
}

export default function MainPage() {
  const { data, isError, refetch } = usePainel();
  const erro = isError && (
    <Alert
      type="error"
      showIcon
      message={TXT.erro}
      action={<Button onClick={() => void refetch()}>{TXT.tentarNovamente}</Button>}
      style={{ marginBottom: 12 }}
      data-testid="painel-erro"
    />
  );
  if (!data)
    return (
      <>
        {erro}
        <Vazio />
      </>
    );
  return (
    <div data-testid="painel">
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: TXT.titulo }]}
        extra={
          <span style={{ fontSize: 12 }}>
            <SeloDivergencias />
            {TXT.atualizadoEm(dayjs(data.geradoEm).format('HH:mm:ss'))}
          </span>
        }
      />
      {erro}
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <OcupacaoCard o={data.ocupacao} />
        </Col>
        <Col span={24}>
          <BobinasCard b={data.bobinas} />
        </Col>
        <Col xs={24} xl={14}>
          <PontesCard pontes={data.pontes} />
        </Col>
        <Col xs={24} xl={10}>
          <DespachosCard despachos={data.despachos} />
        </Col>
        <Col xs={24} lg={12}>
          <AlarmesCard a={data.alarmes} />
        </Col>
        <Col xs={24} lg={12}>
          <PermanenciaCard p={data.permanencia} />
        </Col>
      </Row>
    </div>
  );
}
