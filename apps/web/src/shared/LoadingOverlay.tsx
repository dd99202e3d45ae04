/** Full-screen spinner while API calls run; waits 150 ms so quick calls do not flicker. */
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLoading } from './loading.ts';

const SHOW_AFTER_MS = 150;

export function LoadingOverlay() {
  const loading = useLoading();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div data-testid="loading-overlay" role="progressbar" aria-label="Carregando">
      <Spin fullscreen spinning size="large" />
    </div>
  );
}
