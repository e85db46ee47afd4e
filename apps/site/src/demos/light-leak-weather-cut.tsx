import { LightLeak } from '@remotion/light-leaks';
import { AbsoluteFill, Sequence } from 'remotion';

type Props = { seed: number; hueShift: number };

const Card: React.FC<{ time: string; label: string; background: string; color: string }> = ({ time, label, background, color }) => (
  <AbsoluteFill style={{ backgroundColor: background, color, justifyContent: 'center', alignItems: 'center', fontFamily: 'sans-serif' }}>
    <div style={{ fontSize: 72, fontWeight: 800 }}>{time}</div>
    <div style={{ fontSize: 32 }}>{label}</div>
  </AbsoluteFill>
);

// A weather app cuts from sunrise to sunset at frame 60.
// The leak lasts 60 frames and is at its fullest halfway, so it starts 30 frames before the cut.
export const LightLeakWeatherCut: React.FC<Props> = ({ seed, hueShift }) => {
  return (
    <AbsoluteFill>
      <Sequence durationInFrames={60}>
        <Card time="06:12" label="Sunrise · 14 °C" background="#e0f2fe" color="#0f172a" />
      </Sequence>
      <Sequence from={60}>
        <Card time="20:47" label="Sunset · 19 °C" background="#1e1b4b" color="#f8fafc" />
      </Sequence>
      <LightLeak from={30} durationInFrames={60} seed={seed} hueShift={hueShift} />
    </AbsoluteFill>
  );
};
