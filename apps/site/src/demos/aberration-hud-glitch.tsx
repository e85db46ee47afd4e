import { chromaticAberration } from '@remotion/effects/chromatic-aberration';
import { gridlines } from '@remotion/effects/gridlines';
import { rings } from '@remotion/effects/rings';
import { AbsoluteFill, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { amount: number; angle: number };

const BEAT = 30;

// A radar screen that glitches on every beat: red and blue jump `amount` pixels away from green and settle within 10 frames.
export const AberrationHudGlitch: React.FC<Props> = ({ amount, angle }) => {
  const frame = useCurrentFrame();
  const split = interpolate(frame % BEAT, [0, 10], [amount, 0], { extrapolateRight: 'clamp' });

  return (
    <AbsoluteFill>
      {/* An opaque color under the lines, so the fringes have something to show on */}
      <Solid
        width={640}
        height={300}
        color="#0f1729"
        effects={[
          gridlines({ gridSize: 40, lineWidth: 2, lineColor: '#334155' }),
          rings({ colors: ['#e2e8f0', '#38bdf8'], thickness: 4, gap: 56 }),
          chromaticAberration({ amount: split, angle }),
        ]}
      />
      <AbsoluteFill style={{ padding: 20 }}>
        <div style={{ alignSelf: 'flex-start', backgroundColor: '#0f1729', color: '#f8fafc', fontFamily: 'monospace', fontSize: 24 }}>
          amount: {split.toFixed(1)} px
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
