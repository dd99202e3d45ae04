/** Integrações → Webhooks: the endpoints every change is sent to (docs/integracao.md). */
import { Empty } from 'antd';

export default function WebhooksTab() {
  return <Empty description="Webhooks" />;
}
