import { lines } from '@remotion/effects/lines';
import { wave } from '@remotion/effects/wave';
import { AbsoluteFill, Solid, useCurrentFrame } from 'remotion';

type Props = { amplitude: number; wavelength: number };

const BARS = ['#e5e7eb', '#facc15', '#22d3ee', '#22c55e', '#d946ef', '#ef4444', '#2563eb'];

// A TV test card with a tracking fault: direction 'vertical' shifts each row sideways,
// so the vertical bars snake, and the phase, lowered on every frame, moves the bends up the screen.
export const WaveTestCard: React.FC<Props> = ({ amplitude, wavelength }) => {
  const frame = useCurrentFrame();

  return (
    <AbsoluteFill>
      <Solid
        width={640}
        height={300}
        effects={[
          lines({ colors: BARS, direction: 'vertical', thickness: 92 }),
          wave({ direction: 'vertical', amplitude, wavelength, phase: -frame * 0.25 }),
        ]}
      />
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center' }}>
        <div style={{ backgroundColor: '#0f1729', color: '#f8fafc', padding: '8px 20px', fontFamily: 'sans-serif', fontSize: 28, fontWeight: 700 }}>
          PLEASE STAND BY
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
