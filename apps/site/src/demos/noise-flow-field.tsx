import { noise3D } from '@remotion/noise';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { speed: number };

const COLUMNS = 16;
const ROWS = 8;
const CELL = 40;

// A flow field: each arrow points in the direction of the noise at its grid position.
// x and y come from the grid, the third coordinate is time; with speed 0 the field stands still.
export const NoiseFlowField: React.FC<Props> = ({ speed }) => {
  const frame = useCurrentFrame();
  const z = frame * speed;

  const arrows = [];
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const value = noise3D('flow', column * 0.15, row * 0.15, z);
      const angle = value * 180;
      arrows.push(
        <g key={`${row}-${column}`} transform={`translate(${column * CELL + CELL / 2} ${row * CELL + CELL / 2}) rotate(${angle})`}>
          <line x1={-13} x2={11} y1={0} y2={0} stroke={value > 0 ? '#38bdf8' : '#f472b6'} strokeWidth={4} strokeLinecap="round" />
          <circle cx={12} cy={0} r={4} fill="#f8fafc" />
        </g>,
      );
    }
  }

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729' }}>
      <svg width={COLUMNS * CELL} height={ROWS * CELL}>{arrows}</svg>
    </AbsoluteFill>
  );
};
