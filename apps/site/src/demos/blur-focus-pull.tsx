import { blur } from '@remotion/effects/blur';
import { checkerboard } from '@remotion/effects/checkerboard';
import { AbsoluteFill, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { radius: number; axis: string };

// A tiled wall goes out of focus and back, like a camera pulling focus to the foreground.
export const BlurFocusPull: React.FC<Props> = ({ radius, axis }) => {
  const frame = useCurrentFrame();
  const now = interpolate(frame, [15, 45, 75, 105], [0, radius, radius, 0], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });

  return (
    <AbsoluteFill>
      <Solid
        width={640}
        height={300}
        effects={[
          // checkerboard() paints the tiles on the Solid, blur() then softens them
          checkerboard({ colors: ['#f8fafc', '#0ea5e9'], cellSize: 40, angle: 45 }),
          blur({ radius: now, horizontal: axis !== 'vertical', vertical: axis !== 'horizontal' }),
        ]}
      />
      <AbsoluteFill style={{ justifyContent: 'flex-end', alignItems: 'center', paddingBottom: 24 }}>
        <div style={{ backgroundColor: '#0f1729', color: '#f8fafc', borderRadius: 12, padding: '6px 16px', fontFamily: 'monospace', fontSize: 24 }}>
          radius: {now.toFixed(1)} px
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
