/** Everything the screens rely on: antd theme + pt-BR locale, feedback context, React Query. */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// The es build: 'antd/locale/pt_BR' is CommonJS and drags antd/lib into the entry chunk.
import ptBR from 'antd/es/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { FeedbackBridge, TOAST_TOP_PX } from '../shared/feedback.tsx';
import { VALIDATE_MESSAGES } from '../shared/validate-messages.ts';
import { queryClient } from './query-client.ts';
import { appTheme } from './theme.ts';

dayjs.locale('pt-br');

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={appTheme} form={{ validateMessages: VALIDATE_MESSAGES }}>
      <AntApp className="app-root" notification={{ placement: 'topRight', top: TOAST_TOP_PX }}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
