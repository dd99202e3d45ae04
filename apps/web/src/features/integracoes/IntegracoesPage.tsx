/** /integracoes (docs/integracao.md): the machine doors — keys, and the webhooks changes go out by. */
import { Card, Tabs } from 'antd';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { ChavesTab } from './chaves/ChavesTab.tsx';
import { TXT } from './textos.ts';
import WebhooksTab from './webhooks/WebhooksTab.tsx';

export default function IntegracoesPage() {
  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.admin }, { title: TXT.titulo }]} />
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'chaves', label: TXT.abaChaves, children: <ChavesTab /> },
            { key: 'webhooks', label: TXT.abaWebhooks, children: <WebhooksTab /> },
          ]}
        />
      </Card>
    </>
  );
}
