/**
 * Toasts, alerts, confirm and snackbar for any code, components or not. They use antd's
 * App context (themed, localised) through a holder that <FeedbackBridge/> fills.
 */
import { App, Button, type ButtonProps } from 'antd';
import { type ReactNode, useEffect } from 'react';

let holder: ReturnType<typeof App.useApp> | null = null;

/** Mount once inside antd's <App>; it hands the context to the helpers below. */
export function FeedbackBridge(): null {
  const app = App.useApp();
  // Mounted before the router, so this effect runs before any page's effect can toast.
  useEffect(() => {
    holder = app;
  }, [app]);
  return null;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

const TOAST_SECONDS = 5;
/**
 * Toasts stay top right (docs/product/main-yard.md#shell) but start below the top bar and the page
 * header, so they never cover the account menu or the screen's main button
 * (docs/decisions-telas.md).
 */
export const TOAST_TOP_PX = 128;
const SNACKBAR_SECONDS = 3;
const ALERT_AUTO_CLOSE_MS = 2000;

// Several server messages arrive joined by '\n': each keeps its own line on screen.
const multiline = (text: string): ReactNode => <div style={{ whiteSpace: 'pre-line' }}>{text}</div>;

function lines(messages: readonly string[]): ReactNode {
  if (messages.length === 0) return undefined;
  return multiline(messages.join('\n'));
}

function showToast(kind: Kind, title: string, messages: readonly string[]): void {
  if (!holder) {
    console.warn(title, ...messages);
    return;
  }
  holder.notification[kind]({
    title,
    description: lines(messages),
    placement: 'topRight',
    duration: TOAST_SECONDS,
  });
}

/**
 * Top-right notifications that hide after 5 s (docs/product/main-yard.md#toasts-and-dialogs): a
 * title and one or more messages.
 */
export const toast = {
  success: (title: string, ...messages: string[]) => showToast('success', title, messages),
  info: (title: string, ...messages: string[]) => showToast('info', title, messages),
  warning: (title: string, ...messages: string[]) => showToast('warning', title, messages),
  error: (title: string, ...messages: string[]) => showToast('error', title, messages),
};

const UNDO_SECONDS = 10;

/**
 * A success toast with a 'Desfazer' button for a few seconds (react-admin's undoable style):
 * the change is already made; the button runs `desfazer`, the caller's reverse call.
 */
export function toastDesfazer(title: string, message: string, desfazer: () => void): void {
  if (!holder) return;
  const { notification } = holder;
  const key = `desfazer-${Date.now()}-${Math.random()}`;
  notification.success({
    key,
    title,
    description: lines([message]),
    placement: 'topRight',
    duration: UNDO_SECONDS,
    actions: (
      <Button
        size="small"
        type="primary"
        data-testid="desfazer"
        onClick={() => {
          notification.destroy(key);
          desfazer();
        }}
      >
        Desfazer
      </Button>
    ),
  });
}

/** Short bottom-less message at the top centre (the login "snackbar", 3 s by default). */
export function snackbar(kind: Kind, text: string, seconds = SNACKBAR_SECONDS): void {
  if (!holder) {
    console.warn(text);
    return;
  }
  void holder.message.open({ type: kind, content: text, duration: seconds });
}

const ALERT_TITLES: Record<Kind, string> = {
  success: 'Sucesso!',
  warning: 'Atencao!',
  info: 'Atencao!',
  error: 'Algo deu errado!',
};

export interface AlertOptions {
  title?: string;
  /** Close by itself after this many ms; success and error default to 2000, the others stay. */
  autoCloseMs?: number | false;
}

function showAlert(kind: Kind, text: string, opts: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    if (!holder) {
      console.warn(text);
      return resolve();
    }
    const auto =
      opts.autoCloseMs ?? (kind === 'success' || kind === 'error' ? ALERT_AUTO_CLOSE_MS : false);
    const instance = holder.modal[kind]({
      title: opts.title ?? ALERT_TITLES[kind],
      content: multiline(text),
      okText: 'OK',
      onOk: () => resolve(),
    });
    if (auto !== false)
      setTimeout(() => {
        instance.destroy();
        resolve();
      }, auto);
  });
}

/**
 * Modal alerts with the product's default titles (docs/product/main-yard.md#messages). Resolves
 * when closed.
 */
export const alerta = {
  success: (text: string, opts?: AlertOptions) => showAlert('success', text, opts),
  info: (text: string, opts?: AlertOptions) => showAlert('info', text, opts),
  warning: (text: string, opts?: AlertOptions) => showAlert('warning', text, opts),
  error: (text: string, opts?: AlertOptions) => showAlert('error', text, opts),
};

export interface ConfirmOptions {
  title?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** The one confirm dialog: true on the OK button; the mask and Escape do not close it. */
export function confirmar(text: string, opts: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    if (!holder) return resolve(false);
    holder.modal.confirm({
      title: opts.title ?? 'Atencao!',
      content: multiline(text),
      okText: opts.okText ?? 'Sim, prosseguir.',
      cancelText: opts.cancelText ?? 'Nao, cancelar',
      okButtonProps: { danger: opts.danger, 'data-testid': 'confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
      mask: { closable: false },
      keyboard: false,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
