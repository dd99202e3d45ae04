import { describe, expect, it } from 'vitest';
import { lerDestinos } from './destinos.ts';
import { destinoResolvidoPermitido } from './resolucao.ts';

/** A name server in a test: answers what the test says, no traffic leaves the machine. */
const dns = (enderecos: string[]) => async () => enderecos.map((address) => ({ address }));

describe('nome de WEBHOOK_DESTINOS resolvido na entrega', () => {
  const destinos = lerDestinos('erp.planta.local, 10.20.0.0/16');
  const url = 'https://erp.planta.local/hook?token=x';

  it('um nome que passa a apontar para loopback, link-local ou metadados é recusado', async () => {
    for (const ip of ['127.0.0.1', '169.254.169.254', '::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(await destinoResolvidoPermitido(url, destinos, dns(['10.20.0.5', ip])), ip).toMatch(
        /^Destino recusado: erp\.planta\.local resolve para /,
      );
    }
  });

  it('um endereço comum passa; um endereço proibido listado ele mesmo também', async () => {
    expect(await destinoResolvidoPermitido(url, destinos, dns(['10.20.0.5']))).toBeNull();
    const comLoopback = lerDestinos('erp.planta.local, 127.0.0.1');
    expect(await destinoResolvidoPermitido(url, comLoopback, dns(['127.0.0.1']))).toBeNull();
    // An IP literal was judged by the list alone.
    expect(await destinoResolvidoPermitido('http://127.0.0.1:9/x', comLoopback)).toBeNull();
  });

  it('localhost pelo resolvedor do sistema: recusado quando só o nome está na lista', async () => {
    const r = await destinoResolvidoPermitido('http://localhost:9/x', lerDestinos('localhost'));
    expect(r).toMatch(/^Destino recusado: localhost resolve para (127\.0\.0\.1|::1) /);
  });
});
