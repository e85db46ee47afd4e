import { halftone, type HalftoneShape } from '@remotion/effects/halftone';
import { linearGradient } from '@remotion/effects/linear-gradient';
import { AbsoluteFill, Easing, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { dotSize: number; shape: HalftoneShape };

// A comic-book panel change: a dark edge sweeps from left to right, and the
// halftone turns its soft gradient into dots that swell until they cover the panel.
export const HalftoneComicWipe: React.FC<Props> = ({ dotSize, shape }) => {
  const frame = useCurrentFrame();
  const edge = interpolate(frame, [0, 100], [-0.3, 1.1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp', easing: Easing.inOut(Easing.quad) });

  return (
    <AbsoluteFill style={{ backgroundColor: '#fef3c7' }}>
      <Solid
        width={640}
        height={300}
        effects={[
          // Dark to the left of the edge, white 0.4 widths to its right
          linearGradient({ start: [edge, 0.5], end: [edge + 0.4, 0.5], startColor: '#000000', endColor: '#ffffff' }),
          halftone({ dotSize, shape, dotColor: '#1d4ed8', rotation: 20 }),
        ]}
      />
    </AbsoluteFill>
  );
};
