/** Administração → Integrações: machine keys and outbound webhooks (docs/integracao.md). */
import { Tabs } from 'antd';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';

export default function IntegracoesPage() {
  return (
    <>
      <PageHeader
        title="Integrações"
        breadcrumb={[{ title: 'Administração do Sistema' }, { title: 'Integrações' }]}
      />
      <Tabs
        defaultActiveKey="chaves"
        items={[
          { key: 'chaves', label: 'Chaves', children: null },
          { key: 'webhooks', label: 'Webhooks', children: <WebhooksTab /> },
        ]}
      />
    </>
  );
}
