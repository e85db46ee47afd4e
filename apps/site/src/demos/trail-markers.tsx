import { getLength, getPointAtLength } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Props = { markers: number };

const trail = 'M 30 260 C 120 250 150 140 230 150 S 330 60 400 70 S 520 200 610 120';
const total = getLength(trail);
const TRAIL_KM = 12;

// A hiker climbs an elevation profile, with markers at even distances along the trail.
export const TrailMarkers: React.FC<Props> = ({ markers }) => {
  const frame = useCurrentFrame();
  const walked = interpolate(frame, [10, 130], [0, total], { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' });
  const hiker = getPointAtLength(trail, walked);
  // Math.min: a distance a hair past the end would return null
  const stops = Array.from({ length: markers + 1 }, (_, i) => getPointAtLength(trail, Math.min(total, (total * i) / markers)));

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg viewBox="0 0 640 300">
        <path d={trail} fill="none" stroke="#475569" strokeWidth={6} strokeLinecap="round" />
        {stops.map((stop, i) => (stop ? <circle key={i} cx={stop.x} cy={stop.y} r={7} fill="#94a3b8" /> : null))}
        {hiker ? <circle cx={hiker.x} cy={hiker.y} r={13} fill="#f97316" stroke="#0f1729" strokeWidth={4} /> : null}
        <text x={30} y={50} fill="#e2e8f0" fontSize={32} fontFamily="sans-serif" fontWeight={700}>
          {((walked / total) * TRAIL_KM).toFixed(1)} km
        </text>
      </svg>
    </AbsoluteFill>
  );
};
