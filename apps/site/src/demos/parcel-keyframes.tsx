import { interpolateStyles } from '@remotion/animation-utils';
import type { CSSProperties } from 'react';
import { AbsoluteFill, useCurrentFrame } from 'remotion';

type Props = { extrapolateRight: 'clamp' | 'extend' | 'wrap'; posterize: number };

// One style object per stop of a delivery. Each keyframe has the same properties,
// and its transform lists the same functions in the same order.
const PACKED: CSSProperties = { transform: 'translateX(0px) rotate(0deg)', backgroundColor: '#94a3b8' };
const SHIPPED: CSSProperties = { transform: 'translateX(240px) rotate(90deg)', backgroundColor: '#38bdf8' };
const DELIVERED: CSSProperties = { transform: 'translateX(480px) rotate(180deg)', backgroundColor: '#4ade80' };
const STOPS = ['Packed', 'Shipped', 'Delivered'];

export const ParcelKeyframes: React.FC<Props> = ({ extrapolateRight, posterize }) => {
  const frame = useCurrentFrame();
  // 32 frames per leg keeps the printed numbers short. Before frame 10 the parcel waits at "Packed".
  const style = interpolateStyles(frame, [10, 42, 74], [PACKED, SHIPPED, DELIVERED], {
    extrapolateLeft: 'clamp',
    extrapolateRight,
    posterize,
  });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', padding: '20px 32px', fontFamily: 'monospace', fontSize: 24 }}>
      {/* What interpolateStyles() returned for this frame */}
      <div style={{ color: '#e2e8f0' }}>{style.transform}</div>
      <div style={{ color: '#94a3b8', marginTop: 6 }}>{style.backgroundColor}</div>
      <div style={{ position: 'absolute', left: 48, top: 140, width: 64, height: 64, borderRadius: 8, ...style }}>
        {/* A strip of tape, so that the rotation shows */}
        <div style={{ position: 'absolute', left: 26, top: 0, width: 12, height: 64, backgroundColor: '#0f1729', opacity: 0.35 }} />
      </div>
      <div style={{ position: 'absolute', left: 40, right: 40, top: 208, height: 4, backgroundColor: '#475569' }} />
      {STOPS.map((label, i) => (
        <div key={label} style={{ position: 'absolute', top: 226, left: i * 240, width: 160, textAlign: 'center', color: '#cbd5e1', fontFamily: 'sans-serif' }}>
          {label}
        </div>
      ))}
    </AbsoluteFill>
  );
};
