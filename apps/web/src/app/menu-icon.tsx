/** A side-menu icon named in the route table and loaded with the others from menu-icons.ts. */
import { type ComponentType, lazy, Suspense } from 'react';
import type * as Icons from './menu-icons.ts';

type IconProps = { className?: string };

export function menuIcon(name: keyof typeof Icons): ComponentType<IconProps> {
  const Icon = lazy(() => import('./menu-icons.ts').then((m) => ({ default: m[name] })));
  // antd's Menu gives the icon its class; the placeholder keeps the item's spacing meanwhile.
  return function MenuIcon(props: IconProps) {
    return (
      <Suspense fallback={<span className={props.className} />}>
        <Icon {...props} />
      </Suspense>
    );
  };
}
