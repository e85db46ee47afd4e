import { dotGrid } from '@remotion/effects/dot-grid';
import { zoomBlur } from '@remotion/effects/zoom-blur';
import { AbsoluteFill, Easing, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { amount: number; samples: number };

// A ship jumps to warp: the stars stretch into streaks that point away from the center.
export const ZoomBlurWarp: React.FC<Props> = ({ amount, samples }) => {
  const frame = useCurrentFrame();
  const now = interpolate(frame, [15, 90], [0, amount], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp', easing: Easing.in(Easing.cubic) });

  return (
    <AbsoluteFill style={{ backgroundColor: '#020617' }}>
      <Solid
        width={640}
        height={300}
        // A light Solid masked to small dots, the stars
        color="#e0f2fe"
        effects={[dotGrid({ dotSize: 5, gridSize: 36 }), zoomBlur({ amount: now, samples })]}
      />
      <AbsoluteFill style={{ padding: 20 }}>
        <div style={{ alignSelf: 'flex-start', color: '#e0f2fe', fontFamily: 'monospace', fontSize: 24 }}>amount: {Math.round(now)}</div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
