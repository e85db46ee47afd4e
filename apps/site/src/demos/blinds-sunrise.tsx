import { linearGradient } from '@remotion/effects/linear-gradient';
import { venetianBlinds, type VenetianBlindsDirection } from '@remotion/effects/venetian-blinds';
import { AbsoluteFill, interpolate, Solid, useCurrentFrame } from 'remotion';

type Props = { slats: number; direction: VenetianBlindsDirection };

// Someone opens the blinds on a sunrise between frames 15 and 75, then a greeting fades in.
export const BlindsSunrise: React.FC<Props> = ({ slats, direction }) => {
  const frame = useCurrentFrame();
  const progress = interpolate(frame, [15, 75], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const textOpacity = interpolate(frame, [80, 95], [0, 1], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center' }}>
      <Solid
        width={520}
        height={240}
        style={{ border: '8px solid #475569' }}
        effects={[
          linearGradient({ start: [0.5, 0], end: [0.5, 1], startColor: '#7c3aed', endColor: '#fdba74' }),
          venetianBlinds({ progress, slats, direction }),
        ]}
      />
      <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', opacity: textOpacity, color: '#f8fafc', fontFamily: 'sans-serif', fontSize: 44, fontWeight: 800 }}>
        Good morning
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
