import { getLength, getPointAtLength, getTangentAtLength } from '@remotion/paths';
import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';

type Track = 'hills' | 'loop';
type Props = { track: Track };

const tracks: Record<Track, string> = {
  hills: 'M 20 250 C 120 250 120 80 220 80 S 300 250 400 250 S 500 120 620 120',
  loop: 'M 20 270 C 820 10 -180 10 620 270',
};

// A coaster car rides the track, turned along the tangent, which is also drawn as a line.
export const TangentCoaster: React.FC<Props> = ({ track }) => {
  const frame = useCurrentFrame();
  const d = tracks[track];
  const length = getLength(d);
  const at = interpolate(frame, [0, 149], [0, length], { extrapolateRight: 'clamp' });
  const point = getPointAtLength(d, at);
  const tangent = getTangentAtLength(d, at);
  if (!point || !tangent) {
    return null;
  }
  // The tangent is a unit vector; SVG's y axis points down, so flip it for the slope readout
  const degrees = (Math.atan2(tangent.y, tangent.x) * 180) / Math.PI;

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg viewBox="0 0 640 300">
        <path d={d} fill="none" stroke="#475569" strokeWidth={6} />
        <line
          x1={point.x - tangent.x * 90}
          y1={point.y - tangent.y * 90}
          x2={point.x + tangent.x * 90}
          y2={point.y + tangent.y * 90}
          stroke="#38bdf8"
          strokeWidth={3}
          strokeDasharray="8 6"
        />
        <g transform={`translate(${point.x} ${point.y}) rotate(${degrees})`}>
          <rect x={-24} y={-26} width={48} height={22} rx={6} fill="#f43f5e" />
        </g>
        <text x={30} y={44} fill="#e2e8f0" fontSize={28} fontFamily="monospace">
          slope {Math.round(-degrees)}°
        </text>
      </svg>
    </AbsoluteFill>
  );
};
