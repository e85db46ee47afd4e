import { glow } from '@remotion/effects/glow';
import { gridlines } from '@remotion/effects/gridlines';
import { AbsoluteFill, Solid, useCurrentFrame } from 'remotion';

type Props = { radius: number; intensity: number };

// A neon floor for a night-drive title: gridlines() draws the lines, glow() turns them into light.
export const GlowSynthwaveGrid: React.FC<Props> = ({ radius, intensity }) => {
  const frame = useCurrentFrame();

  return (
    <AbsoluteFill style={{ backgroundColor: '#0b0614' }}>
      <Solid
        width={640}
        height={170}
        style={{ position: 'absolute', bottom: 0 }}
        effects={[
          gridlines({ gridSize: 56, lineWidth: 2, lineColor: '#f472b6', rotationX: -74, perspective: 400, offsetY: -frame * 2 }),
          glow({ radius, intensity, color: '#f472b6' }),
        ]}
      />
      {/* Fades the far end of the floor into the sky */}
      <div style={{ position: 'absolute', top: 130, left: 0, right: 0, height: 50, background: 'linear-gradient(#0b0614, transparent)' }} />
      <AbsoluteFill style={{ justifyContent: 'flex-start', alignItems: 'center', paddingTop: 40, fontFamily: 'sans-serif', fontSize: 48, fontWeight: 800, color: '#fde68a', letterSpacing: 4 }}>
        NIGHT DRIVE
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
