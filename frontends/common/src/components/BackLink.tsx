import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { RouterButton } from './RouterButton';

/** The way back up from a screen ("Back to Dashboard"), on its own line above the screen's heading. */
export function BackLink({ to, label = 'Back to Dashboard' }: { to: string; label?: string }) {
  return (
    <div>
      <RouterButton to={to} type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} style={{ paddingInline: 0 }}>
        {label}
      </RouterButton>
    </div>
  );
}
