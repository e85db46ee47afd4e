import { duotone } from '@remotion/effects/duotone';
import { rings } from '@remotion/effects/rings';
import { AbsoluteFill, Solid, useCurrentFrame } from 'remotion';

type Props = { threshold: number; palette: string };

// Four shades of gray, from dark to light
const GRAYS = ['#111111', '#555555', '#999999', '#dddddd'];

const PALETTES: Record<string, { darkColor: string; lightColor: string }> = {
  'navy/coral': { darkColor: '#1e1b4b', lightColor: '#fb7185' },
  'forest/lime': { darkColor: '#14532d', lightColor: '#bef264' },
  'plum/gold': { darkColor: '#4a044e', lightColor: '#fcd34d' },
};

const label: React.CSSProperties = { fontFamily: 'monospace', fontSize: 24, color: '#e2e8f0', marginTop: 10 };

// The same spreading ripples twice: as drawn, and after duotone(), which turns
// every ring darker than `threshold` into the dark color and the rest into the light one.
export const DuotoneRipples: React.FC<Props> = ({ threshold, palette }) => {
  const frame = useCurrentFrame();
  const ripples = rings({ colors: GRAYS, thickness: 18, offset: -frame });

  return (
    <AbsoluteFill style={{ backgroundColor: '#0f1729', flexDirection: 'row', justifyContent: 'center', alignItems: 'center', gap: 24 }}>
      <div>
        <Solid width={280} height={220} effects={[ripples]} style={{ borderRadius: 12 }} />
        <div style={label}>rings()</div>
      </div>
      <div>
        <Solid width={280} height={220} effects={[ripples, duotone({ ...PALETTES[palette], threshold })]} style={{ borderRadius: 12 }} />
        <div style={label}>+ duotone()</div>
      </div>
    </AbsoluteFill>
  );
};
