/**
 * What a reading feels like on the floor: a short beep (Web Audio) and a vibration where the
 * device has one, so the operator knows without looking.
 */
let contexto: AudioContext | undefined;

export function sinalizarLeitura(): void {
  try {
    contexto ??= new AudioContext();
    const osc = contexto.createOscillator();
    const ganho = contexto.createGain();
    osc.frequency.value = 1_800;
    ganho.gain.value = 0.2;
    osc.connect(ganho).connect(contexto.destination);
    osc.start();
    osc.stop(contexto.currentTime + 0.12);
  } catch {
    // No audio (a browser without Web Audio, or blocked): the vibration and the screen remain.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(80);
}
