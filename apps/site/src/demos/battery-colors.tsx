import { AbsoluteFill, interpolate, interpolateColors, useCurrentFrame } from 'remotion';

type Props = { middle: string };

// A battery drains from 100 % to 5 %. Its color follows the charge level, not the frame.
export const BatteryColors: React.FC<Props> = ({ middle }) => {
  const frame = useCurrentFrame();
  const level = interpolate(frame, [10, 100], [100, 5], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  // Without a middle color, red and green blend channel by channel through a dull olive.
  const color =
    middle === 'none'
      ? interpolateColors(level, [0, 100], ['#ef4444', '#22c55e'])
      : interpolateColors(level, [0, 50, 100], ['#ef4444', middle, '#22c55e']);

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', justifyContent: 'center', alignItems: 'center', gap: 24, fontFamily: 'sans-serif' }}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <div style={{ width: 360, height: 130, padding: 8, border: '6px solid #e2e8f0', borderRadius: 20 }}>
          <div style={{ width: `${level}%`, height: '100%', borderRadius: 10, backgroundColor: color }} />
        </div>
        <div style={{ width: 16, height: 50, borderRadius: '0 8px 8px 0', backgroundColor: '#e2e8f0' }} />
      </div>
      <div style={{ color: '#e2e8f0', fontSize: 40, fontWeight: 700 }}>{Math.round(level)} %</div>
      <div style={{ color: '#94a3b8', fontSize: 24, fontFamily: 'monospace' }}>{color}</div>
    </AbsoluteFill>
  );
};
