/** Zoom buttons and the zoom read-out; the read-out is written by usePanZoom, never by React. */
import { AimOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { memo } from 'react';
import type { PanZoom } from './usePanZoom.ts';

type Props = Pick<PanZoom, 'zoom' | 'resetar' | 'zoomRef'>;

export const ZoomControles = memo(function ZoomControles({ zoom, resetar, zoomRef }: Props) {
  return (
    <Flex gap={4} align="center">
      <Tooltip title="Afastar">
        <Button
          size="small"
          icon={<ZoomOutOutlined />}
          aria-label="Afastar"
          onClick={() => zoom(-1)}
          data-testid="zoom-out"
        />
      </Tooltip>
      <span ref={zoomRef} className="mapa-zoom-valor" data-testid="mapa-zoom" data-zoom="1">
        100%
      </span>
      <Tooltip title="Aproximar">
        <Button
          size="small"
          icon={<ZoomInOutlined />}
          aria-label="Aproximar"
          onClick={() => zoom(1)}
          data-testid="zoom-in"
        />
      </Tooltip>
      <Tooltip title="Voltar ao início (100%)">
        <Button
          size="small"
          icon={<AimOutlined />}
          aria-label="Voltar ao início"
          onClick={resetar}
          data-testid="zoom-reset"
        />
      </Tooltip>
    </Flex>
  );
});
