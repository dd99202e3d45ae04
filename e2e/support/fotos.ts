/** The one screenshot helper of the specs (screens checked at each viewport). */
import type { Page, TestInfo } from '@playwright/test';

export const TELAS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 800, height: 1280 },
} as const;

interface Opcoes {
  /** Attach it to this test's report too, named with the viewport. */
  info?: TestInfo;
  /** The whole page (default) or only the window. */
  inteira?: boolean;
}

/**
 * A screenshot of what the user sees now: written to PW_SHOTS as `nome`.png when that is set
 * (to look at the screens), and attached to the report when `info` is given.
 */
export async function foto(page: Page, nome: string, { info, inteira = true }: Opcoes = {}) {
  const pasta = process.env.PW_SHOTS;
  if (pasta) await page.screenshot({ path: `${pasta}/${nome}.png`, fullPage: inteira });
  if (!info) return;
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await info.attach(`${nome}-${width}x${height}`, {
    body: await page.screenshot({ fullPage: inteira }),
    contentType: 'image/png',
  });
}
