import { useRegisterSW } from 'virtual:pwa-register/react';
import { Alert, Button } from 'antd';

/**
 * The service worker keeps the app shell for off-line starts (docs/offline.md). A new version
 * downloaded mid-shift waits: the screen offers it and changes only when the operator taps it;
 * otherwise it is taken at the next start, once every tab of the old one is closed.
 */
export function NovaVersao() {
  const {
    needRefresh: [novaVersao],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW() {
      // Safari evicts a site's storage after days unused: the tap queue must not go with it.
      void navigator.storage?.persist?.().catch(() => false);
    },
  });
  if (!novaVersao) return null;
  return (
    <Alert
      className="nova-versao"
      type="info"
      title="Nova versão disponível —"
      data-testid="nova-versao"
      action={
        <Button size="small" type="primary" onClick={() => void updateServiceWorker(true)}>
          atualizar
        </Button>
      }
    />
  );
}
