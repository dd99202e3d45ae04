// The browser E2E uses Debian's Chromium: install it when missing and we are root, else say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium ausente: instalando o pacote Debian "chromium"…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      'Chromium não encontrado em /usr/bin/chromium. Instale o pacote Debian: sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
}
