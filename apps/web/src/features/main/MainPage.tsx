/** /main: the blank landing (part1 §2.1) — a quiet brand mark until the user picks a menu item. */
import { CoilMark } from '../../shared/Logo.tsx';

export default function MainPage() {
  return (
    <div className="main-landing" data-testid="main-landing">
      <CoilMark size={220} />
      <div className="main-landing-name">Pátio</div>
    </div>
  );
}
