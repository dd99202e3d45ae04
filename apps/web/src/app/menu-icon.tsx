/** A side-menu icon named in a screen's registration, loaded with the others from menu-icons.ts. */
import { type ComponentType, lazy, Suspense } from 'react';
import type { IconName } from '../shared/rotas.ts';

type IconProps = { className?: string };

const feitos = new Map<IconName, ComponentType<IconProps>>();

/** One component per name, so the menu keeps its icons across renders. */
export function menuIcon(name: IconName): ComponentType<IconProps> {
  const pronto = feitos.get(name);
  if (pronto) return pronto;
  const Icon = lazy(() => import('../shared/menu-icons.ts').then((m) => ({ default: m[name] })));
  // antd's Menu gives the icon its class; the placeholder keeps the item's spacing meanwhile.
  function MenuIcon(props: IconProps) {
    return (
      <Suspense fallback={<span className={props.className} />}>
        <Icon {...props} />
      </Suspense>
    );
  }
  feitos.set(name, MenuIcon);
  return MenuIcon;
}
