import { lines } from '@remotion/effects/lines';
import { vignette } from '@remotion/effects/vignette';
import { AbsoluteFill, Easing, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { radius: number; feather: number };

// Before the show, a spotlight searches the curtain and stops in the middle.
// The vignette's center moves; everything outside radius + feather is black.
export const VignetteSpotlight: React.FC<Props> = ({ radius, feather }) => {
  const frame = useCurrentFrame();
  const x = interpolate(frame, [0, 40, 80, 110], [0.2, 0.8, 0.35, 0.5], { extrapolateRight: 'clamp', easing: Easing.inOut(Easing.sin) });

  return (
    <AbsoluteFill>
      <Solid
        width={640}
        height={300}
        effects={[
          // Folds of a red curtain
          lines({ colors: ['#b91c1c', '#dc2626', '#991b1b'], direction: 'vertical', thickness: 24 }),
          vignette({ amount: 1, radius, feather, center: [x, 0.5] }),
        ]}
      />
    </AbsoluteFill>
  );
};
