import { linearTiming, TransitionSeries } from '@remotion/transitions';
import { wipe, type WipeDirection } from '@remotion/transitions/wipe';
import { AbsoluteFill, Easing } from 'remotion';

type Props = { direction: WipeDirection };

// The same settings screen in two themes. Neither moves: the wipe only clips them.
const Settings: React.FC<{ theme: 'Light' | 'Dark'; background: string; text: string; row: string; accent: string }> = ({ theme, background, text, row, accent }) => (
  <AbsoluteFill style={{ backgroundColor: background, color: text, padding: '32px 48px', gap: 16, lineHeight: 1.2, fontFamily: 'sans-serif' }}>
    <div style={{ fontSize: 44, fontWeight: 700 }}>{theme} theme</div>
    {['Notifications', 'Sync photos', 'Sounds'].map((label) => (
      <div key={label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '10px 20px', borderRadius: 12, backgroundColor: row, fontSize: 28 }}>
        {label}
        <div style={{ width: 52, height: 28, borderRadius: 14, backgroundColor: accent }} />
      </div>
    ))}
  </AbsoluteFill>
);

export const WipeThemeSwitch: React.FC<Props> = ({ direction }) => (
  <TransitionSeries>
    <TransitionSeries.Sequence durationInFrames={75}>
      <Settings theme="Light" background="#f8fafc" text="#0f172a" row="#e2e8f0" accent="#2563eb" />
    </TransitionSeries.Sequence>
    <TransitionSeries.Transition
      presentation={wipe({ direction })}
      timing={linearTiming({ durationInFrames: 45, easing: Easing.inOut(Easing.cubic) })}
    />
    <TransitionSeries.Sequence durationInFrames={120}>
      <Settings theme="Dark" background="#111827" text="#f1f5f9" row="#1f2937" accent="#22c55e" />
    </TransitionSeries.Sequence>
  </TransitionSeries>
);
