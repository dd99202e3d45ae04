/**
 * The one code reader of the screens that read labels (docs/etiquetas-e-leitura.md#leitura):
 * a hand-held scanner anywhere on the screen, and the camera on demand. Each reading beeps,
 * vibrates and shows the code large before the screen acts on it.
 */
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { sinalizarLeitura } from './sinal.ts';
import { mensagemDaCamera, TXT_LEITURA } from './textos.ts';
import { useLeitorDeMao } from './useLeitorDeMao.ts';
import './leitura.css';

interface Props {
  onLer(codigo: string): void;
  /** false while the screen cannot take a reading (sending the previous one). */
  ativo?: boolean;
}

export function LeitorDeCodigos({ onLer, ativo = true }: Props) {
  const [ultimo, setUltimo] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const ler = (codigo: string) => {
    sinalizarLeitura();
    setUltimo(codigo);
    setCamera(false);
    onLer(codigo);
  };
  useLeitorDeMao(ler, ativo);
  const segura = window.isSecureContext && !!navigator.mediaDevices;

  return (
    <div className="leitor-codigos" data-testid="leitor-codigos">
      {ultimo && (
        <div className="leitura-ultima">
          <Typography.Text type="secondary">{TXT_LEITURA.ultimaLeitura}</Typography.Text>
          <div className="leitura-codigo" data-testid="codigo-lido">
            {ultimo}
          </div>
        </div>
      )}
      <Typography.Text type="secondary">{TXT_LEITURA.leitorDeMao}</Typography.Text>
      {!segura ? (
        <Alert type="warning" showIcon title={TXT_LEITURA.semHttps} data-testid="camera-insegura" />
      ) : camera ? (
        <Camera onLer={ler} onFechar={() => setCamera(false)} />
      ) : (
        <Button
          size="large"
          className="leitura-botao"
          icon={<CameraOutlined />}
          disabled={!ativo}
          onClick={() => setCamera(true)}
          data-testid="camera-button"
        >
          {TXT_LEITURA.lerComCamera}
        </Button>
      )}
    </div>
  );
}

/** The open camera: its picture, and the reason when it cannot open. */
function Camera({ onLer, onFechar }: { onLer(codigo: string): void; onFechar(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const ultimo = useRef(onLer);
  ultimo.current = onLer;
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let parar: (() => void) | undefined;
    let vivo = true;
    void import('./camera.ts')
      .then(({ lerDaCamera }) => lerDaCamera(el, (c) => ultimo.current(c)))
      .then((p) => {
        if (vivo) parar = p;
        else p();
      })
      .catch((err: unknown) => vivo && setErro(mensagemDaCamera(err)));
    return () => {
      vivo = false;
      parar?.();
    };
  }, []);
  return (
    <div className="leitura-camera" data-testid="camera">
      {erro ? (
        <Alert type="error" showIcon title={erro} data-testid="camera-erro" />
      ) : (
        <Typography.Text>{TXT_LEITURA.apontar}</Typography.Text>
      )}
      <video ref={video} muted playsInline className="leitura-video" />
      <Button
        size="large"
        className="leitura-botao"
        icon={<CloseOutlined />}
        onClick={onFechar}
        data-testid="fechar-camera-button"
      >
        {TXT_LEITURA.fecharCamera}
      </Button>
    </div>
  );
}
